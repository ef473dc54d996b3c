import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, Notification, type Store } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/provider';
import { CUSTOM_COLOR_DELAY_MS, ThemeDrawer } from './ThemeDrawer';
import { TABLE_PREFS_KEY } from './tablePrefs';
import { THEME_PREFS_KEY } from './themePrefs';

const renderDrawer = (store: Store = memoryStore(), onClose = vi.fn()) => {
    render(
        <AdminContext store={store} i18nProvider={i18nProvider}>
            <ThemeDrawer open onClose={onClose} />
            <Notification />
        </AdminContext>,
    );
    return { store, onClose };
};

const drawer = () => screen.findByRole('region', { name: '主题设置' });

describe('ThemeDrawer', () => {
    it('shows every setting in Chinese with the defaults selected', async () => {
        renderDrawer();
        const panel = await drawer();
        for (const text of ['布局模式', '左右布局', '上下布局', '顶栏', '侧边菜单', '内容区', '主题色', '表格设置', '斑马纹', '边框', '每页条数']) {
            expect(within(panel).getAllByText(text).length).toBeGreaterThan(0);
        }
        expect(within(panel).getByTestId('layout-vertical').getAttribute('aria-pressed')).toBe('true');
        expect(within(panel).getByRole('radio', { name: '拂晓蓝' }).getAttribute('aria-checked')).toBe('true');
        expect(within(panel).getAllByRole('radio')).toHaveLength(8);
        expect(within(within(panel).getByTestId('table-size')).getByRole('button', { name: '紧凑' }).getAttribute('aria-pressed')).toBe('true');
        expect(within(panel).getByRole('button', { name: '左对齐' }).getAttribute('aria-pressed')).toBe('true');
        expect(within(panel).getByRole('combobox', { name: '每页条数' }).textContent).toBe('20 条/页');
    });

    it('changing a setting saves it in the store at once', async () => {
        const { store } = renderDrawer();
        const panel = await drawer();
        fireEvent.click(within(panel).getByTestId('layout-horizontal'));
        fireEvent.click(within(within(panel).getByTestId('area-header')).getByRole('button', { name: /暗色/ }));
        fireEvent.click(within(panel).getByRole('radio', { name: '薄暮' }));
        expect(store.getItem(THEME_PREFS_KEY)).toEqual({ layoutMode: 'horizontal', headerTheme: 'dark', primaryColor: '#f5222d' });
        await waitFor(() => expect(within(panel).getByRole('radio', { name: '薄暮' }).getAttribute('aria-checked')).toBe('true'));

        fireEvent.click(within(panel).getByRole('switch', { name: '斑马纹' }));
        fireEvent.click(within(panel).getByRole('switch', { name: '边框' }));
        fireEvent.click(within(panel).getByRole('button', { name: '宽松' }));
        fireEvent.click(within(panel).getByRole('button', { name: '居中' }));
        fireEvent.mouseDown(within(panel).getByRole('combobox', { name: '每页条数' }));
        fireEvent.click(await screen.findByRole('option', { name: '10 条/页' }));
        expect(store.getItem(TABLE_PREFS_KEY)).toEqual({ stripe: true, border: true, size: 'medium', align: 'center', pageSize: 10 });
    });

    it('a custom colour is saved once the picker rests', async () => {
        vi.useFakeTimers({ shouldAdvanceTime: true });
        try {
            const { store } = renderDrawer();
            const input = within(await drawer()).getByLabelText('自定义颜色');
            fireEvent.change(input, { target: { value: '#123456' } });
            fireEvent.change(input, { target: { value: '#13a8a8' } });
            expect(store.getItem(THEME_PREFS_KEY)).toBeUndefined();
            vi.advanceTimersByTime(CUSTOM_COLOR_DELAY_MS + 10);
            expect(store.getItem(THEME_PREFS_KEY)).toEqual({ primaryColor: '#13a8a8' });
        } finally {
            vi.useRealTimers();
        }
    });

    it('reset clears the saved theme and table settings and shows the defaults again', async () => {
        const store = memoryStore({
            [THEME_PREFS_KEY]: { mainTheme: 'dark', primaryColor: '#722ed1' },
            [TABLE_PREFS_KEY]: { stripe: true, pageSize: 50 },
        });
        renderDrawer(store);
        const panel = await drawer();
        expect(within(panel).getByRole('radio', { name: '酱紫' }).getAttribute('aria-checked')).toBe('true');
        expect(within(panel).getByRole('switch', { name: '斑马纹' })).toHaveProperty('checked', true);
        // the drawer wears the main theme: dark here
        expect(getComputedStyle(document.querySelector('.MuiDrawer-paper')!).backgroundColor).toBe('rgb(31, 31, 31)');

        fireEvent.click(within(panel).getByRole('button', { name: '重置' }));
        expect(store.getItem(THEME_PREFS_KEY)).toBeUndefined();
        expect(store.getItem(TABLE_PREFS_KEY)).toBeUndefined();
        await waitFor(() => expect(within(panel).getByRole('radio', { name: '拂晓蓝' }).getAttribute('aria-checked')).toBe('true'));
        expect(within(panel).getByRole('switch', { name: '斑马纹' })).toHaveProperty('checked', false);
        expect(within(panel).getByRole('combobox', { name: '每页条数' }).textContent).toBe('20 条/页');
        await screen.findByText('主题与表格设置已恢复默认。');
    });

    it('the close button calls onClose', async () => {
        const { onClose } = renderDrawer();
        fireEvent.click(within(await drawer()).getByRole('button', { name: '关闭' }));
        expect(onClose).toHaveBeenCalled();
    });
});
