import { FormControl, FormHelperText, FormLabel, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { durationsOf, MAX_QUANTITY } from '../../data/plans/pricing';

interface DurationPickerProps {
    unit: string;
    /** Units chosen; undefined while none is. */
    value: number | undefined;
    onChange(value: number | undefined): void;
    label: string;
    /** A message key shown under the picker (e.g. "a duration must be chosen"). */
    error?: string;
}

/** A quantity of pieces: whole numbers 1..MAX_QUANTITY; anything else is undefined (not buyable). */
const parseQuantity = (text: string): number | undefined => {
    if (!/^\d+$/.test(text.trim())) return undefined;
    const number = Number(text.trim());
    return number >= 1 && number <= MAX_QUANTITY ? number : undefined;
};

/**
 * How long to buy or renew for: the unit's offered durations as toggle buttons (1, 2, 3, 5 years; 1, 3, 6, 12
 * months...), or a quantity field for products sold by the piece.
 */
export const DurationPicker = ({ unit, value, onChange, label, error }: DurationPickerProps) => {
    const translate = useTranslate();
    const id = useId();
    if (unit === '1p') {
        return <QuantityField value={value} onChange={onChange} label={label} />;
    }
    return (
        <FormControl error={!!error} component="fieldset" sx={{ minWidth: 0 }}>
            <FormLabel id={id} component="legend" sx={{ mb: 1 }}>
                {translate(label)}
            </FormLabel>
            <ToggleButtonGroup
                exclusive
                color="primary"
                size="small"
                value={value ?? null}
                onChange={(_, next: number | null) => onChange(next ?? value)}
                aria-labelledby={id}
                sx={{ flexWrap: 'wrap' }}
            >
                {durationsOf(unit).map(units => (
                    <ToggleButton key={units} value={units} sx={{ px: 2 }}>
                        {translate(`commerce.term.${unit}`, { smart_count: units })}
                    </ToggleButton>
                ))}
            </ToggleButtonGroup>
            {error ? <FormHelperText>{translate(error)}</FormHelperText> : null}
        </FormControl>
    );
};

const QuantityField = ({ value, onChange, label }: Omit<DurationPickerProps, 'unit' | 'error'>) => {
    const translate = useTranslate();
    const invalid = value === undefined;
    return (
        <TextField
            label={translate(label)}
            type="number"
            size="small"
            defaultValue={value ?? 1}
            onChange={event => onChange(parseQuantity(event.target.value))}
            error={invalid}
            helperText={invalid ? translate('plans.purchase.quantityInvalid', { max: MAX_QUANTITY }) : ' '}
            slotProps={{ htmlInput: { min: 1, max: MAX_QUANTITY, step: 1, inputMode: 'numeric' } }}
            sx={{ width: 180 }}
        />
    );
};
