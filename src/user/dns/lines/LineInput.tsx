import type { SxProps, Theme } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import { LinePicker } from './LinePicker';
import type { LineValue } from '../../../data/lines/lineValue';

type LineInputProps = Omit<InputProps<Partial<LineValue> | undefined>, 'source'> & {
    source: string;
    domainId?: number;
    /** Empty means "all lines" and can be chosen; on by default for filters (alwaysOn). */
    clearable?: boolean;
    /** A react-admin filter prop, only read here. */
    alwaysOn?: boolean;
    fullWidth?: boolean;
    size?: 'small' | 'medium';
    className?: string;
    sx?: SxProps<Theme>;
    /** Whether the domain's plan offers a line (the others are shown disabled). */
    offered?: (lineId: string) => boolean;
};

/**
 * The line picker as a react-admin input: the field's value is a LineValue ({record_line_id, record_line_name,
 * record_line, linetype}); empty (undefined) is 默认 in a form, "all lines" in a filter.
 */
export const LineInput = ({
    domainId,
    clearable,
    alwaysOn,
    fullWidth,
    size,
    label,
    helperText,
    className,
    sx,
    disabled,
    readOnly,
    offered,
    ...props
}: LineInputProps) => {
    const { field, fieldState, isRequired, id } = useInput<Partial<LineValue> | undefined>({ ...props, disabled, readOnly });
    const invalid = fieldState.invalid && (fieldState.isTouched || !!fieldState.error);
    return (
        <LinePicker
            id={id}
            name={field.name}
            value={field.value}
            onChange={value => field.onChange(value ?? null)}
            onBlur={field.onBlur}
            domainId={domainId}
            clearable={clearable ?? !!alwaysOn}
            disabled={disabled || readOnly}
            fullWidth={fullWidth}
            size={size}
            sx={sx}
            label={
                label === false ? undefined : (
                    <FieldTitle label={label ?? 'recordChecks.lines.label'} source={props.source} resource={props.resource} isRequired={isRequired} />
                )
            }
            error={invalid}
            helperText={
                helperText === false && !invalid ? undefined : (
                    <InputHelperText error={fieldState.error?.message} helperText={helperText === false ? undefined : helperText} />
                )
            }
            className={className}
            offered={offered}
        />
    );
};
