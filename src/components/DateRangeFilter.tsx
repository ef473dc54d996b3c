import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, zhCN } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useLocaleState, useTranslate } from 'react-admin';
import {
    DATE_PRESETS,
    DAY_FORMAT,
    canShiftForward,
    matchPreset,
    orderRange,
    presetRange,
    shiftRange,
    type DatePreset,
    type DayRange,
} from '../format/dateRange';

export interface DateRangeFilterProps {
    value: DayRange;
    onChange: (range: DayRange) => void;
    /** The presets offered (SPEC section 9); all by default. */
    presets?: readonly DatePreset[];
    /** Hide "previous day" / "next day". */
    hideShift?: boolean;
}

const localeOf = (locale: string) =>
    locale === 'en'
        ? { adapterLocale: 'en', localeText: enUS.components.MuiLocalizationProvider.defaultProps.localeText }
        : { adapterLocale: 'zh-cn', localeText: zhCN.components.MuiLocalizationProvider.defaultProps.localeText };

/**
 * A date range for statistics and log searches: the preset ranges of SPEC section 9 (today ... last 30 days),
 * "previous day" / "next day", and two date pickers for a custom range. Days only: the caller turns the range
 * into 00:00:00 .. 23:59:59 with toTimeBounds. Nothing after today can be picked. Shared by the domain pages and
 * the dashboard; import it only from lazily loaded screens (it pulls in the date pickers).
 */
export const DateRangeFilter = ({ value, onChange, presets = DATE_PRESETS, hideShift = false }: DateRangeFilterProps) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const { adapterLocale, localeText } = localeOf(locale);
    const today = dayjs().startOf('day');
    const selected = matchPreset(value) ?? null;

    const pick = (which: 'start' | 'end') => (day: Dayjs | null) => {
        if (!day || !day.isValid()) return;
        onChange(orderRange({ ...value, [which]: day.format(DAY_FORMAT) }));
    };

    return (
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={adapterLocale} localeText={localeText}>
            <Box
                role="group"
                aria-label={translate('domainPages.dateRange.label')}
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
                    {presets.map(preset => (
                        <ToggleButton key={preset} value={preset} data-preset={preset} sx={{ px: 1.25, py: 0.5, textTransform: 'none' }}>
                            {translate(`domainPages.dateRange.${preset}`)}
                        </ToggleButton>
                    ))}
                </ToggleButtonGroup>
                {hideShift ? null : (
                    <Box sx={{ display: 'flex', gap: 0.5 }}>
                        <Button size="small" startIcon={<ChevronLeft />} onClick={() => onChange(shiftRange(value, -1))}>
                            {translate('domainPages.dateRange.previousDay')}
                        </Button>
                        <Button
                            size="small"
                            endIcon={<ChevronRight />}
                            disabled={!canShiftForward(value)}
                            onClick={() => onChange(shiftRange(value, 1))}
                        >
                            {translate('domainPages.dateRange.nextDay')}
                        </Button>
                    </Box>
                )}
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    <DatePicker
                        label={translate('domainPages.dateRange.start')}
                        value={dayjs(value.start)}
                        onChange={pick('start')}
                        maxDate={today}
                        format={DAY_FORMAT}
                        slotProps={{ textField: { size: 'small', sx: { width: 170 } } }}
                    />
                    <DatePicker
                        label={translate('domainPages.dateRange.end')}
                        value={dayjs(value.end)}
                        onChange={pick('end')}
                        maxDate={today}
                        format={DAY_FORMAT}
                        slotProps={{ textField: { size: 'small', sx: { width: 170 } } }}
                    />
                </Box>
            </Box>
        </LocalizationProvider>
    );
};
