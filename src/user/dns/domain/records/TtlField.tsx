import { Box, MenuItem, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { TTL_PRESETS, ttlPresetLabel, type TtlPreset } from '../../../../validation/recordLimits';

const CUSTOM = 'custom';

interface TtlFieldProps {
    value: number | string | undefined;
    onChange: (value: number | '') => void;
    onBlur?: () => void;
    error?: ReactNode;
    label: string;
    name?: string;
    disabled?: boolean;
    /** Whether the domain's plan offers a TTL; a preset it does not offer is shown disabled with "upgrade". */
    offered?: (seconds: number) => boolean;
}

/** TTL presets (DNSPod's) and a custom number of seconds, shown when the value is not a preset; presets the plan does not offer are disabled. */
export const TtlField = ({ value, onChange, onBlur, error, label, name = 'ttl', disabled, offered }: TtlFieldProps) => {
    const translate = useTranslate();
    const presets: readonly number[] = TTL_PRESETS;
    const numeric = value === '' || value === undefined ? undefined : Number(value);
    const [custom, setCustom] = useState(() => numeric !== undefined && !presets.includes(numeric));
    const selected = custom || numeric === undefined ? CUSTOM : String(numeric);
    const describe = (seconds: TtlPreset) => `${seconds} · ${translate(ttlPresetLabel(seconds))}`;
    const inPlan = (seconds: number) => !offered || offered(seconds);
    return (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <TextField
                select
                size="small"
                label={label}
                value={selected}
                disabled={disabled}
                sx={{ minWidth: 160, flex: '1 1 160px' }}
                onChange={event => {
                    if (event.target.value === CUSTOM) {
                        setCustom(true);
                        return;
                    }
                    setCustom(false);
                    onChange(Number(event.target.value));
                }}
                slotProps={{ htmlInput: { 'data-testid': `${name}-preset` } }}
            >
                {TTL_PRESETS.map(seconds => (
                    <MenuItem key={seconds} value={String(seconds)} disabled={!inPlan(seconds)}>
                        {inPlan(seconds) ? describe(seconds) : translate('planLimits.notInPlan', { choice: describe(seconds) })}
                    </MenuItem>
                ))}
                <MenuItem value={CUSTOM}>{translate('records.editor.ttlCustom')}</MenuItem>
            </TextField>
            {selected === CUSTOM ? (
                <TextField
                    size="small"
                    type="number"
                    name={name}
                    label={translate('records.editor.ttlValue')}
                    value={value ?? ''}
                    disabled={disabled}
                    error={!!error}
                    helperText={error}
                    onBlur={onBlur}
                    onChange={event => onChange(event.target.value === '' ? '' : Number(event.target.value))}
                    sx={{ flex: '1 1 140px' }}
                    slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
                />
            ) : error ? (
                <Box sx={{ color: 'error.main', typography: 'caption', alignSelf: 'center' }}>{error}</Box>
            ) : null}
        </Box>
    );
};
