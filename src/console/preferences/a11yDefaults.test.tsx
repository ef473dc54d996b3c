import { Checkbox, Switch } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { a11yDefaults } from './a11yDefaults';

const theme = createTheme({ components: a11yDefaults('Loading') });

describe('checkbox and switch names under the theme defaults (react-admin 5.15 on MUI 9)', () => {
    it('a DataTable row checkbox (aria-label on the Checkbox) names its input, not the span around it', () => {
        const { container } = render(
            <ThemeProvider theme={theme}>
                <Checkbox aria-label="Select this row" className="select-item" />
            </ThemeProvider>,
        );
        expect(screen.getByRole('checkbox', { name: 'Select this row' }).tagName).toBe('INPUT');
        expect(container.querySelector('.select-item')?.hasAttribute('aria-label')).toBe(false);
    });

    it('the select-all checkbox and a BooleanInput switch (inputProps) reach the input, none reaches the span', () => {
        // react-admin still passes MUI's removed `inputProps`: untyped here as it is there
        const legacy = { inputProps: { 'aria-label': 'Select all' } } as object;
        const legacySwitch = { inputProps: { 'aria-label': 'Enabled' } } as object;
        const { container } = render(
            <ThemeProvider theme={theme}>
                <Checkbox {...legacy} className="select-all" />
                <Switch {...legacySwitch} />
            </ThemeProvider>,
        );
        expect(screen.getByRole('checkbox', { name: 'Select all' }).tagName).toBe('INPUT');
        expect(screen.getByRole('switch', { name: 'Enabled' }).tagName).toBe('INPUT');
        expect(container.querySelector('[inputprops]')).toBeNull();
    });
});
