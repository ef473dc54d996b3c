import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatYuan } from '../../../format/money';

/** The amount typed again above the threshold (manual recharge and deduction): a mismatch is said at the field. */
export const RetypeAmountField = ({
    label,
    value,
    onChange,
    mismatch,
    aboveCents,
}: {
    label: string;
    value: string;
    onChange: (value: string) => void;
    mismatch: boolean;
    aboveCents: number;
}) => {
    const translate = useTranslate();
    return (
        <TextField
            label={translate(label)}
            value={value}
            onChange={event => onChange(event.target.value)}
            error={mismatch}
            helperText={translate(mismatch ? 'rechargeGuard.retypeMismatch' : 'rechargeGuard.retypeHelp', { above: formatYuan(aboveCents) })}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            autoFocus
            fullWidth
            sx={{ mt: 2 }}
        />
    );
};
