import { Box, FormLabel, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { RECHARGE_PRESET_CENTS } from '../../../config/constants';
import { centsToYuan, formatYuan } from '../../../format/money';
import { shortfallRechargeCents } from '../../../validation/recharge';
import { chosenCents, validateCustomAmount, type RechargeFormValues } from './rechargeForm';

// the rule says "请选择或输入充值金额" itself; the flag gives the field its required mark
const customRule = Object.assign((value: unknown, values: Partial<RechargeFormValues>) => validateCustomAmount(value, values), { isRequired: true });

/**
 * The amount: one of the preset amounts, or a whole amount typed in. Picking a preset empties the custom field
 * (and its error); typing an amount unpicks the preset, so exactly one of them counts. Coming from an order the
 * balance cannot pay, the amount that covers it is typed in, and said.
 */
export const AmountField = ({ shortCents }: { shortCents?: number }) => {
    const translate = useTranslate();
    const { setValue, clearErrors } = useFormContext<RechargeFormValues>();
    const preset = useWatch<RechargeFormValues, 'preset'>({ name: 'preset' });
    const custom = useWatch<RechargeFormValues, 'custom'>({ name: 'custom' });
    const cents = chosenCents({ preset, custom });
    return (
        <Box>
            <FormLabel component="legend" id="recharge-amount-label" sx={{ mb: 1, fontWeight: 500 }}>
                {translate('recharge.amount.title')}
            </FormLabel>
            <ToggleButtonGroup
                exclusive
                value={preset}
                aria-labelledby="recharge-amount-label"
                onChange={(_event, value: number | null) => {
                    setValue('preset', value, { shouldDirty: true });
                    if (value !== null) {
                        setValue('custom', '', { shouldDirty: true });
                        clearErrors('custom');
                    }
                }}
                sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(6, minmax(88px, 1fr))' },
                    gap: 1,
                    mb: 2,
                    '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: 1, m: 0 },
                    '& .MuiToggleButtonGroup-grouped.Mui-selected': { borderColor: 'primary.main', color: 'primary.main' },
                }}
            >
                {RECHARGE_PRESET_CENTS.map(value => (
                    <ToggleButton
                        key={value}
                        value={value}
                        sx={{ py: 1.25, fontWeight: 600 }}
                        data-testid={`preset-${centsToYuan(value).replace(/\.00$/, '')}`}
                    >
                        {formatYuan(value)}
                    </ToggleButton>
                ))}
            </ToggleButtonGroup>
            <TextInput
                source="custom"
                label="recharge.amount.custom"
                helperText="recharge.amount.customHelp"
                validate={customRule}
                onChange={event => {
                    if (String((event as { target?: { value?: unknown } }).target?.value ?? '').trim()) setValue('preset', null, { shouldDirty: true });
                }}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                sx={{ maxWidth: 320 }}
            />
            {shortCents ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="recharge-shortfall">
                    {translate('rechargeHints.shortfall', { short: formatYuan(shortCents), amount: formatYuan(shortfallRechargeCents(shortCents)) })}
                </Typography>
            ) : null}
            {cents !== undefined ? (
                <Typography variant="body1" sx={{ mt: 0.5, fontWeight: 500 }} data-testid="recharge-to-pay" aria-live="polite">
                    {translate('recharge.amount.chosen', { amount: formatYuan(cents) })}
                </Typography>
            ) : null}
        </Box>
    );
};
