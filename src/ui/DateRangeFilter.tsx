import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, zhCN } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import {
    DATE_PRESETS,
    DAY_FORMAT,
    canShiftForward,
    isFutureDay,
    matchPreset,
    orderRange,
    presetRange,
    shiftRange,
    type DatePreset,
    type DayRange,
} from '../format/dateRange';

interface DateRangeFilterProps {
    value: DayRange;
    onChange: (range: DayRange) => void;
}

type Side = 'start' | 'end';

const localeOf = (locale: string) =>
    locale === 'en'
        ? { adapterLocale: 'en', localeText: enUS.components.MuiLocalizationProvider.defaultProps.localeText }
        : { adapterLocale: 'zh-cn', localeText: zhCN.components.MuiLocalizationProvider.defaultProps.localeText };

/**
 * A date range for statistics and log searches: the preset ranges of SPEC section 9 (today ... last 30 days),
 * "previous day" / "next day", and two date pickers for a custom range. Days only: the caller turns the range
 * into 00:00:00 .. 23:59:59 with toTimeBounds. A day picked in a calendar applies at once; a typed day applies
 * when accepted (Enter, or leaving the field), not at every keystroke; days after today are never applied.
 * Used by the domain pages' statistics and log tabs; import it only from lazily loaded screens (it pulls in the
 * date pickers).
 */
export const DateRangeFilter = ({ value, onChange }: DateRangeFilterProps) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const { adapterLocale, localeText } = localeOf(locale);
    const today = dayjs().startOf('day');
    const selected = matchPreset(value) ?? null;

    // what the pickers show while a day is being typed; back to the range whenever the range changes
    const [draft, setDraft] = useState<Record<Side, Dayjs | null>>(() => ({ start: dayjs(value.start), end: dayjs(value.end) }));
    const [shown, setShown] = useState(value);
    if (shown.start !== value.start || shown.end !== value.end) {
        setShown(value);
        setDraft({ start: dayjs(value.start), end: dayjs(value.end) });
    }

    const accept = (side: Side, day: Dayjs | null) => {
        if (!day || !day.isValid() || isFutureDay(day)) {
            setDraft({ start: dayjs(value.start), end: dayjs(value.end) });
            return;
        }
        const next = orderRange({ ...value, [side]: day.format(DAY_FORMAT) });
        if (next.start !== value.start || next.end !== value.end) onChange(next);
    };

    const pickerProps = (side: Side) => ({
        label: translate(`common.dateRange.${side}`),
        value: draft[side],
        onChange: (day: Dayjs | null) => setDraft(previous => ({ ...previous, [side]: day })),
        // a calendar pick applies at once; a typed day waits for Enter or blur
        onAccept: (day: Dayjs | null, context: { source?: string }) => {
            if (context.source === 'view') accept(side, day);
        },
        maxDate: today,
        format: DAY_FORMAT,
        slotProps: {
            textField: {
                size: 'small' as const,
                sx: { width: 170 },
                onBlur: (event: FocusEvent<HTMLElement>) => {
                    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) accept(side, draft[side]);
                },
                onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
                    if (event.key === 'Enter') accept(side, draft[side]);
                },
            },
        },
    });

    return (
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale} localeText={localeText}>
            <Box
                role="group"
                aria-label={translate('common.dateRange.label')}
                data-testid="date-range"
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
            >
                <ToggleButtonGroup
                    size="small"
                    exclusive
                    value={selected}
                    onChange={(_event, preset: DatePreset | null) => preset && onChange(presetRange(preset))}
                    sx={{ flexWrap: 'wrap' }}
                >
                    {DATE_PRESETS.map(preset => (
                        <ToggleButton key={preset} value={preset} data-preset={preset} sx={{ px: 1.25, py: 0.5, textTransform: 'none' }}>
                            {translate(`common.dateRange.${preset}`)}
                        </ToggleButton>
                    ))}
                </ToggleButtonGroup>
                <Box sx={{ display: 'flex', gap: 0.5 }}>
                    <Button size="small" startIcon={<ChevronLeft />} onClick={() => onChange(shiftRange(value, -1))}>
                        {translate('common.dateRange.previousDay')}
                    </Button>
                    <Button size="small" endIcon={<ChevronRight />} disabled={!canShiftForward(value)} onClick={() => onChange(shiftRange(value, 1))}>
                        {translate('common.dateRange.nextDay')}
                    </Button>
                </Box>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <DatePicker {...pickerProps('start')} />
                    <DatePicker {...pickerProps('end')} />
                </Box>
            </Box>
        </LocalizationProvider>
    );
};
