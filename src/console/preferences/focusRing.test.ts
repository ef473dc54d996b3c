import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { buildAreaTheme } from './buildThemes';
import { focusRing } from './focusRing';

type StyleFn = (props: { theme: ReturnType<typeof createTheme> }) => Record<string, Record<string, unknown>>;

const rootStyles = (component: 'MuiButtonBase' | 'MuiInputBase' | 'MuiLink', theme: ReturnType<typeof createTheme>) =>
    (theme.components?.[component]?.styleOverrides?.root as StyleFn)({ theme });

describe('the focus ring', () => {
    it.each(['header', 'aside', 'main'] as const)('is in the %s theme, in the area primary colour, light and dark', area => {
        for (const mode of ['light', 'dark'] as const) {
            const theme = buildAreaTheme({ area, mode, primaryColor: '#1677ff' });
            const ring = rootStyles('MuiButtonBase', theme)['&.Mui-focusVisible'];
            expect(ring).toEqual({ outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 });
            expect(rootStyles('MuiInputBase', theme)['&.Mui-focused'].boxShadow).toMatch(/^0 0 0 3px rgba/);
            expect(rootStyles('MuiLink', theme)['&:focus-visible']).toEqual(ring);
        }
    });

    it('draws inside the items that fill a clipping box', () => {
        const theme = createTheme({ components: focusRing });
        const styles = rootStyles('MuiButtonBase', theme);
        const inside = Object.entries(styles).find(([selector]) => selector.includes('MuiMenuItem-root'));
        expect(inside?.[0]).toMatch(/MuiTab-root/);
        expect(inside?.[1]).toMatchObject({ outlineOffset: -2 });
    });
});
