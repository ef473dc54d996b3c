import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import LightModeIcon from '@mui/icons-material/LightMode';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {
    Box,
    Button,
    ButtonBase,
    Divider,
    Drawer,
    FormControlLabel,
    IconButton,
    MenuItem,
    Stack,
    Switch,
    TextField,
    ToggleButton,
    ToggleButtonGroup,
    Tooltip,
    Typography,
} from '@mui/material';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { PRESET_COLORS, normaliseHex } from './colors';
import { AREA_MODES, LAYOUT_MODES, type AreaMode, type ThemePrefs } from './themePrefs';
import { PAGE_SIZE_OPTIONS, TABLE_ALIGNS, TABLE_SIZES, type TablePrefs } from './tablePrefs';
import { usePreferences } from './usePreferences';
import { useAreaThemes } from './useAreaThemes';

const THEME_DRAWER_WIDTH = 360;

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
    const id = useId();
    return (
        <Box component="section" aria-labelledby={id} sx={{ px: 2.5, py: 2 }}>
            <Typography id={id} variant="subtitle2" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
                {title}
            </Typography>
            {children}
        </Box>
    );
};

/** A labelled row: the label on the left, its control on the right. */
const Row = ({ label, labelId, children }: { label: string; labelId?: string; children: ReactNode }) => (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, minHeight: 40 }}>
        <Typography id={labelId} variant="body2" sx={{ color: 'text.secondary' }}>
            {label}
        </Typography>
        {children}
    </Stack>
);

/** A sketch of each layout: the dark blocks are the menu, the light area the page. */
const LayoutSketch = ({ mode }: { mode: ThemePrefs['layoutMode'] }) => {
    const bar = { bgcolor: 'text.secondary', opacity: 0.85, borderRadius: 0.5 };
    const page = { bgcolor: 'action.selected', borderRadius: 0.5 };
    return (
        <Box
            aria-hidden
            sx={{
                width: 96,
                height: 64,
                p: 0.5,
                display: 'flex',
                gap: 0.5,
                flexDirection: mode === 'vertical' ? 'row' : 'column',
                bgcolor: 'background.default',
                borderRadius: 1,
            }}
        >
            {mode === 'vertical' ? (
                <>
                    <Box sx={{ ...bar, width: 18 }} />
                    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                        <Box sx={{ ...page, height: 10, opacity: 0.9 }} />
                        <Box sx={{ ...page, flex: 1 }} />
                    </Box>
                </>
            ) : (
                <>
                    <Box sx={{ ...bar, height: 12, display: 'flex', alignItems: 'center', gap: 0.5, px: 0.5 }}>
                        {[0, 1, 2].map(item => (
                            <Box key={item} sx={{ width: 10, height: 3, bgcolor: 'background.paper', borderRadius: 1 }} />
                        ))}
                    </Box>
                    <Box sx={{ ...page, flex: 1 }} />
                </>
            )}
        </Box>
    );
};

const LayoutPicker = ({ value, onChange }: { value: ThemePrefs['layoutMode']; onChange: (mode: ThemePrefs['layoutMode']) => void }) => {
    const translate = useTranslate();
    return (
        <ToggleButtonGroup
            color="primary"
            exclusive
            fullWidth
            value={value}
            onChange={(_, mode: ThemePrefs['layoutMode'] | null) => mode && onChange(mode)}
            aria-label={translate('preferences.layout.title')}
            sx={{ gap: 1.5, '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: 1, m: 0 } }}
        >
            {LAYOUT_MODES.map(mode => (
                <ToggleButton
                    key={mode}
                    value={mode}
                    data-testid={`layout-${mode}`}
                    sx={{
                        flexDirection: 'column',
                        gap: 1,
                        py: 1.5,
                        textTransform: 'none',
                        '&.Mui-selected': { borderColor: 'primary.main', boxShadow: theme => `0 0 0 1px ${theme.palette.primary.main}` },
                    }}
                >
                    <LayoutSketch mode={mode} />
                    <Box component="span" sx={{ lineHeight: 1.3 }}>
                        <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600, color: 'text.primary' }}>
                            {translate(`preferences.layout.${mode}`)}
                        </Typography>
                        <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                            {translate(`preferences.layout.${mode}Hint`)}
                        </Typography>
                    </Box>
                </ToggleButton>
            ))}
        </ToggleButtonGroup>
    );
};

const MODE_ICONS: Record<AreaMode, ReactNode> = { light: <LightModeIcon fontSize="small" />, dark: <DarkModeIcon fontSize="small" /> };

const AreaModePicker = ({ area, value, onChange }: { area: 'header' | 'aside' | 'main'; value: AreaMode; onChange: (mode: AreaMode) => void }) => {
    const translate = useTranslate();
    const labelId = useId();
    return (
        <Row label={translate(`preferences.areas.${area}`)} labelId={labelId}>
            <ToggleButtonGroup
                color="primary"
                exclusive
                size="small"
                value={value}
                onChange={(_, mode: AreaMode | null) => mode && onChange(mode)}
                aria-labelledby={labelId}
                data-testid={`area-${area}`}
            >
                {AREA_MODES.map(mode => (
                    <ToggleButton key={mode} value={mode} sx={{ gap: 0.5, px: 1.5, textTransform: 'none' }}>
                        {MODE_ICONS[mode]}
                        {translate(`preferences.mode.${mode}`)}
                    </ToggleButton>
                ))}
            </ToggleButtonGroup>
        </Row>
    );
};

/** How long the custom colour input may keep changing (dragging in the picker) before the theme follows. */
export const CUSTOM_COLOR_DELAY_MS = 150;

const ColorPicker = ({ value, onChange }: { value: string; onChange: (color: string) => void }) => {
    const translate = useTranslate();
    const isPreset = PRESET_COLORS.some(preset => preset.value === value);
    // the native picker fires on every move: show the colour at once, save it once the hand rests
    // (a draft made over an older saved value, e.g. before a reset, no longer shows)
    const [draft, setDraft] = useState<{ over: string; color: string }>();
    const shown = draft && draft.over === value ? draft.color : value;
    const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
    useEffect(() => () => clearTimeout(timer.current), []);
    const pickCustom = (raw: string) => {
        const color = normaliseHex(raw);
        if (!color) return;
        setDraft({ over: value, color });
        clearTimeout(timer.current);
        timer.current = setTimeout(() => onChange(color), CUSTOM_COLOR_DELAY_MS);
    };
    return (
        <Stack spacing={1.5}>
            <Box role="radiogroup" aria-label={translate('preferences.color.title')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25 }}>
                {PRESET_COLORS.map(preset => {
                    const selected = preset.value === value;
                    const name = translate(`preferences.color.preset.${preset.name}`);
                    return (
                        <Tooltip key={preset.value} title={name}>
                            <ButtonBase
                                role="radio"
                                aria-checked={selected}
                                aria-label={name}
                                data-color={preset.value}
                                onClick={() => onChange(preset.value)}
                                sx={{
                                    width: 30,
                                    height: 30,
                                    borderRadius: 1,
                                    bgcolor: preset.value,
                                    color: theme => theme.palette.getContrastText(preset.value),
                                    outlineOffset: 2,
                                    outline: selected ? '2px solid' : 'none',
                                    outlineColor: preset.value,
                                    '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'text.primary' },
                                }}
                            >
                                {selected && <CheckIcon fontSize="small" />}
                            </ButtonBase>
                        </Tooltip>
                    );
                })}
            </Box>
            <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, cursor: 'pointer', width: 'fit-content' }}>
                <Box
                    component="input"
                    type="color"
                    value={shown}
                    aria-label={translate('preferences.color.custom')}
                    data-testid="custom-color"
                    onChange={event => pickCustom((event.target as HTMLInputElement).value)}
                    sx={{
                        width: 30,
                        height: 30,
                        p: 0,
                        border: 1,
                        borderColor: isPreset ? 'divider' : 'text.primary',
                        borderRadius: 1,
                        bgcolor: 'transparent',
                        cursor: 'pointer',
                        '&::-webkit-color-swatch-wrapper': { p: '3px' },
                        '&::-webkit-color-swatch': { border: 'none', borderRadius: '3px' },
                    }}
                />
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {translate('preferences.color.custom')}
                </Typography>
                <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace', color: 'text.primary' }}>
                    {shown}
                </Typography>
            </Box>
        </Stack>
    );
};

const ALIGN_ICONS: Record<TablePrefs['align'], ReactNode> = {
    left: <FormatAlignLeftIcon fontSize="small" />,
    center: <FormatAlignCenterIcon fontSize="small" />,
    right: <FormatAlignRightIcon fontSize="small" />,
};

const TableSettings = ({ value, onChange }: { value: TablePrefs; onChange: (change: Partial<TablePrefs>) => void }) => {
    const translate = useTranslate();
    const sizeLabel = useId();
    const alignLabel = useId();
    return (
        <Stack spacing={0.5}>
            <FormControlLabel
                control={<Switch size="small" checked={value.stripe} onChange={(_, stripe) => onChange({ stripe })} />}
                label={translate('preferences.table.stripe')}
                labelPlacement="start"
                sx={{ mx: 0, justifyContent: 'space-between', minHeight: 40, '& .MuiFormControlLabel-label': { typography: 'body2', color: 'text.secondary' } }}
            />
            <FormControlLabel
                control={<Switch size="small" checked={value.border} onChange={(_, border) => onChange({ border })} />}
                label={translate('preferences.table.border')}
                labelPlacement="start"
                sx={{ mx: 0, justifyContent: 'space-between', minHeight: 40, '& .MuiFormControlLabel-label': { typography: 'body2', color: 'text.secondary' } }}
            />
            <Row label={translate('preferences.table.size')} labelId={sizeLabel}>
                <ToggleButtonGroup
                    color="primary"
                    exclusive
                    size="small"
                    value={value.size}
                    onChange={(_, size: TablePrefs['size'] | null) => size && onChange({ size })}
                    aria-labelledby={sizeLabel}
                    data-testid="table-size"
                >
                    {TABLE_SIZES.map(size => (
                        <ToggleButton key={size} value={size} sx={{ px: 1.5, textTransform: 'none' }}>
                            {translate(`preferences.table.sizes.${size}`)}
                        </ToggleButton>
                    ))}
                </ToggleButtonGroup>
            </Row>
            <Row label={translate('preferences.table.align')} labelId={alignLabel}>
                <ToggleButtonGroup
                    color="primary"
                    exclusive
                    size="small"
                    value={value.align}
                    onChange={(_, align: TablePrefs['align'] | null) => align && onChange({ align })}
                    aria-labelledby={alignLabel}
                    data-testid="table-align"
                >
                    {TABLE_ALIGNS.map(align => (
                        <ToggleButton key={align} value={align} aria-label={translate(`preferences.table.aligns.${align}`)} sx={{ px: 1.25 }}>
                            <Tooltip title={translate(`preferences.table.aligns.${align}`)}>
                                <Box component="span" sx={{ display: 'inline-flex' }}>
                                    {ALIGN_ICONS[align]}
                                </Box>
                            </Tooltip>
                        </ToggleButton>
                    ))}
                </ToggleButtonGroup>
            </Row>
            <Row label={translate('preferences.table.pageSize')}>
                <TextField
                    select
                    variant="outlined"
                    size="small"
                    margin="none"
                    fullWidth={false}
                    value={value.pageSize}
                    onChange={event => onChange({ pageSize: Number(event.target.value) })}
                    slotProps={{ htmlInput: { 'aria-label': translate('preferences.table.pageSize'), 'data-testid': 'page-size' } }}
                    sx={{ minWidth: 128, '& .MuiInputBase-input': { fontSize: 14 } }}
                >
                    {PAGE_SIZE_OPTIONS.map(size => (
                        <MenuItem key={size} value={size}>
                            {translate('preferences.table.pageSizeOption', { count: size })}
                        </MenuItem>
                    ))}
                </TextField>
            </Row>
        </Stack>
    );
};

/** The drawer's contents, without the drawer (kept separate for tests and for an inline settings page). */
export const ThemeSettings = ({ onClose }: { onClose?: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const { theme, table, resetAll } = usePreferences();
    const titleId = useId();
    return (
        <Box role="region" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', height: '100%', color: 'text.primary' }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
                <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: 17, fontWeight: 600 }}>
                    {translate('preferences.title')}
                </Typography>
                {onClose && (
                    <IconButton onClick={onClose} aria-label={translate('preferences.close')} edge="end">
                        <CloseIcon />
                    </IconButton>
                )}
            </Stack>
            <Box sx={{ flex: 1, overflowY: 'auto' }}>
                <Section title={translate('preferences.layout.title')}>
                    <LayoutPicker value={theme.prefs.layoutMode} onChange={layoutMode => theme.update({ layoutMode })} />
                </Section>
                <Divider />
                <Section title={translate('preferences.areas.title')}>
                    <Stack spacing={0.5}>
                        <AreaModePicker area="header" value={theme.prefs.headerTheme} onChange={headerTheme => theme.update({ headerTheme })} />
                        <AreaModePicker area="aside" value={theme.prefs.asideTheme} onChange={asideTheme => theme.update({ asideTheme })} />
                        <AreaModePicker area="main" value={theme.prefs.mainTheme} onChange={mainTheme => theme.update({ mainTheme })} />
                    </Stack>
                </Section>
                <Divider />
                <Section title={translate('preferences.color.title')}>
                    <ColorPicker value={theme.prefs.primaryColor} onChange={primaryColor => theme.update({ primaryColor })} />
                </Section>
                <Divider />
                <Section title={translate('preferences.table.title')}>
                    <TableSettings value={table.prefs} onChange={table.update} />
                </Section>
            </Box>
            <Box sx={{ px: 2.5, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
                    {translate('preferences.saved')}
                </Typography>
                <Button
                    fullWidth
                    variant="outlined"
                    startIcon={<RestartAltIcon />}
                    onClick={() => {
                        resetAll();
                        notify('preferences.resetDone', { type: 'success' });
                    }}
                >
                    {translate('preferences.reset')}
                </Button>
            </Box>
        </Box>
    );
};

/**
 * The theme settings drawer (right side): layout mode, light or dark per area, primary colour, table settings,
 * and a reset. It always wears the main area's theme, so it reads like the page it sits over whatever the
 * header looks like. Choices are saved at once in react-admin's Store (localStorage).
 */
export const ThemeDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const { main } = useAreaThemes();
    const translate = useTranslate();
    return (
        <ThemeProvider theme={main}>
            <Drawer
                anchor="right"
                open={open}
                onClose={onClose}
                data-testid="theme-drawer"
                slotProps={{
                    paper: {
                        // the drawer is a dialog: named by its title
                        'aria-label': translate('preferences.title'),
                        sx: (theme: Theme) => ({ width: { xs: '100vw', sm: THEME_DRAWER_WIDTH }, maxWidth: '100vw', bgcolor: theme.palette.background.paper }),
                    } as object,
                }}
            >
                <ThemeSettings onClose={onClose} />
            </Drawer>
        </ThemeProvider>
    );
};
