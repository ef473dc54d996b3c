import { fireEvent, render, screen } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/provider';
import { DialogCancelButton } from './DialogCancelButton';

/** A phone-wide viewport: every `down('sm')` query matches. */
const asPhone = () =>
    vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
    }));

describe('DialogCancelButton', () => {
    it('shows its label as text on a phone and closes the dialog', () => {
        asPhone();
        const onClick = vi.fn();
        render(
            <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
                <ThemeProvider theme={createTheme()}>
                    <DialogCancelButton onClick={onClick} />
                </ThemeProvider>
            </AdminContext>,
        );
        const button = screen.getByRole('button', { name: '取消' });
        expect(button.textContent).toBe('取消');
        fireEvent.click(button);
        expect(onClick).toHaveBeenCalledOnce();
        vi.unstubAllGlobals();
    });
});
