import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/provider';
import { ThemeDrawerButton } from './ThemeDrawerButton';

describe('ThemeDrawerButton', () => {
    it('opens its drawer on the first press (the drawer is rendered from its first opening on)', async () => {
        render(
            <AdminContext store={memoryStore()} i18nProvider={i18nProvider}>
                <ThemeDrawerButton />
            </AdminContext>,
        );
        expect(screen.queryByText('布局模式')).toBeNull();
        fireEvent.click(screen.getByTestId('theme-button'));
        expect(await screen.findByRole('region', { name: '主题设置' })).toBeTruthy();
    });
});
