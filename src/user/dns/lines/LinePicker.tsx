import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ClearIcon from '@mui/icons-material/Clear';
import { IconButton, InputAdornment, Popover, TextField, type PopoverActions, type SxProps, type Theme } from '@mui/material';
import { useCallback, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLineName } from './lineName';
import { LineMenu } from './LineMenu';
import { hasLine, toLineValue, type LineValue } from '../../../data/lines/lineValue';
import { LINE_TYPE } from '../../../data/lines/api';

interface LinePickerProps {
    value?: Partial<LineValue> | null;
    /** undefined: no line (only when clearable, "all lines"). */
    onChange: (value: LineValue | undefined) => void;
    onBlur?: () => void;
    domainId?: number;
    label?: ReactNode;
    /** An empty value means "all lines" (the list filter) instead of 默认, and can be chosen. */
    clearable?: boolean;
    disabled?: boolean;
    error?: boolean;
    helperText?: ReactNode;
    size?: 'small' | 'medium';
    fullWidth?: boolean;
    name?: string;
    id?: string;
    sx?: SxProps<Theme>;
    className?: string;
    /** Whether the domain's plan offers a line (LineMenu shows the others disabled). */
    offered?: (lineId: string) => boolean;
}

/**
 * A resolution line field: shows the current line's name, opens a popover to browse the line tree a level at a
 * time (breadcrumb, search over the level, groups to open) and pick one. Compact enough for a table row; works
 * with the keyboard (Enter, Space or ↓ opens; Esc closes and returns focus).
 */
export const LinePicker = ({
    value,
    onChange,
    onBlur,
    domainId,
    label,
    clearable = false,
    disabled,
    error,
    helperText,
    size = 'small',
    fullWidth,
    name,
    id,
    sx,
    className,
    offered,
}: LinePickerProps) => {
    const translate = useTranslate();
    const lineName = useLineName();
    const anchor = useRef<HTMLDivElement>(null);
    const popover = useRef<PopoverActions>(null);
    const place = useCallback(() => popover.current?.updatePosition(), []);
    const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
    const open = anchorEl !== null;
    const fallbackId = useId();
    const fieldId = id ?? `line-${fallbackId}`;
    const text = hasLine(value)
        ? lineName(value.record_line_name ?? '', value.linetype === LINE_TYPE.custom) || String(value.record_line_id)
        : translate(clearable ? 'recordChecks.lines.all' : 'recordChecks.lines.default');

    const show = () => !disabled && setAnchorEl(anchor.current);
    const close = () => {
        setAnchorEl(null);
        onBlur?.();
    };
    const onKeyDown = (event: KeyboardEvent) => {
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
            event.preventDefault();
            show();
        } else if (clearable && hasLine(value) && (event.key === 'Delete' || event.key === 'Backspace')) {
            event.preventDefault();
            onChange(undefined);
        }
    };

    return (
        <>
            <TextField
                ref={anchor}
                id={fieldId}
                name={name}
                className={className}
                label={label}
                value={text}
                size={size}
                disabled={disabled}
                error={error}
                helperText={helperText}
                fullWidth={fullWidth}
                onClick={show}
                onKeyDown={onKeyDown}
                sx={{ minWidth: 140, '& input': { cursor: disabled ? undefined : 'pointer' }, ...sx }}
                slotProps={{
                    htmlInput: {
                        readOnly: true,
                        role: 'combobox',
                        'aria-haspopup': 'dialog',
                        'aria-expanded': open,
                        'data-line-id': hasLine(value) ? String(value.record_line_id) : '',
                    },
                    input: {
                        endAdornment: (
                            <InputAdornment position="end" sx={{ gap: 0 }}>
                                {clearable && hasLine(value) && !disabled ? (
                                    <IconButton
                                        size="small"
                                        aria-label={translate('recordChecks.lines.clear')}
                                        onClick={event => {
                                            event.stopPropagation();
                                            onChange(undefined);
                                        }}
                                        edge="end"
                                    >
                                        <ClearIcon fontSize="small" />
                                    </IconButton>
                                ) : null}
                                <ArrowDropDownIcon sx={{ color: disabled ? 'action.disabled' : 'action.active', pointerEvents: 'none' }} />
                            </InputAdornment>
                        ),
                    },
                }}
            />
            <Popover
                action={popover}
                open={open}
                anchorEl={anchorEl}
                onClose={close}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
                transformOrigin={{ vertical: 'top', horizontal: 'left' }}
                slotProps={{ paper: { role: 'dialog', 'aria-label': translate('recordChecks.lines.choose') } }}
            >
                <LineMenu
                    value={value}
                    domainId={domainId}
                    clearable={clearable}
                    offered={offered}
                    onResize={place}
                    onPick={line => {
                        onChange(line ? toLineValue(line) : undefined);
                        close();
                    }}
                />
            </Popover>
        </>
    );
};
