import type { Components, Theme } from '@mui/material/styles';

/** What react-admin 5.15 hands a MUI 9 Checkbox or Switch: a name and input props meant for the real input. */
interface InputOwner {
    'aria-label'?: string;
    inputProps?: Record<string, unknown>;
}

/**
 * react-admin 5.15 names its DataTable row checkbox with `aria-label` on MUI's Checkbox, which MUI 9 leaves on
 * the root span (a prohibited attribute there) while the real input stays unnamed; its select-all checkbox and
 * BooleanInput also pass `inputProps`, gone in MUI 9, which would reach the span as an unknown attribute. As
 * theme defaults, every Checkbox and Switch moves both to its input slot, once for every list and form.
 */
const offTheSpan = () => ({ 'aria-label': undefined, inputProps: undefined });
const onTheInput = (owner: InputOwner) => ({ ...owner.inputProps, ...(owner['aria-label'] ? { 'aria-label': owner['aria-label'] } : {}) });

/**
 * Theme defaults that give react-admin's and MUI's own widgets what assistive technology needs: a name for
 * every progress indicator (the header's loading spinner, page spinners; `loadingLabel` is the
 * translated "loading"; the base theme, built before any language is known, leaves them to the area themes)
 * and named checkbox and switch inputs.
 */
export const a11yDefaults = (loadingLabel?: string): Components<Theme> => ({
    ...(loadingLabel
        ? {
              MuiCircularProgress: { defaultProps: { 'aria-label': loadingLabel } },
              MuiLinearProgress: { defaultProps: { 'aria-label': loadingLabel } },
          }
        : {}),
    MuiCheckbox: { defaultProps: { slotProps: { root: offTheSpan, input: onTheInput } } },
    // a Switch's span around the input is its `switchBase` slot
    MuiSwitch: { defaultProps: { slotProps: { switchBase: offTheSpan, input: onTheInput } } },
});
