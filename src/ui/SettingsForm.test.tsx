import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, required, testDataProvider, TextInput } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { SecretInput } from './SecretInput';
import { SettingsForm } from './SettingsForm';
import { i18nProvider } from '../i18n/provider';
import { MemoryDataRouter } from '../../tests/support/MemoryDataRouter';

interface Values extends Record<string, unknown> {
    name: string;
    secret: string;
}

const renderForm = (props: { load: () => Promise<Values>; save: (values: Values) => Promise<unknown>; reloadAfterSave?: boolean }) =>
    render(
        <MemoryDataRouter>
            <AdminContext
                queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
                dataProvider={testDataProvider()}
                i18nProvider={i18nProvider}
                store={memoryStore()}
            >
                <SettingsForm<Values> title="systemSettings.cdn.title" queryKey={['settingsFormTest', Math.random()]} {...props}>
                    <TextInput source="name" label="名称" validate={required()} />
                    <SecretInput source="secret" label="密钥" slotProps={{ htmlInput: { 'data-testid': 'secret' } }} />
                </SettingsForm>
                <Notification />
            </AdminContext>
        </MemoryDataRouter>,
    );

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const save = () => fireEvent.click(screen.getByRole('button', { name: '保存' }));

describe('SettingsForm', () => {
    it('shows a load error with a retry that loads again', async () => {
        const load = vi.fn<() => Promise<Values>>().mockRejectedValueOnce(new Error('读取失败')).mockResolvedValue({ name: 'a', secret: '' });
        renderForm({ load, save: vi.fn() });
        expect(await screen.findByText('加载失败：读取失败')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '重试' }));
        await waitFor(() => expect(input('name').value).toBe('a'));
    });

    it('saves with the spec toast and keeps the saved values as the record', async () => {
        const save$ = vi.fn(() => Promise.resolve());
        renderForm({ load: () => Promise.resolve({ name: 'a', secret: '' }), save: save$ });
        const user = userEvent.setup();
        await waitFor(() => expect(input('name').value).toBe('a'));
        await user.type(input('name'), 'b');
        save();
        expect(await screen.findByText('保存配置成功')).toBeTruthy();
        expect(save$).toHaveBeenCalledWith(expect.objectContaining({ name: 'ab' }));
        expect(input('name').value).toBe('ab');
        // no longer dirty: Save is off again and leaving asks nothing
        await waitFor(() => expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true));
    });

    it('shows the server msg on refusal and keeps what was typed', async () => {
        renderForm({ load: () => Promise.resolve({ name: 'a', secret: '' }), save: () => Promise.reject(new Error('名称已存在')) });
        const user = userEvent.setup();
        await waitFor(() => expect(input('name').value).toBe('a'));
        await user.type(input('name'), 'x');
        save();
        expect(await screen.findByText('名称已存在')).toBeTruthy();
        expect(input('name').value).toBe('ax');
    });

    it('validates at the field with its translated message before saving', async () => {
        const save$ = vi.fn();
        renderForm({ load: () => Promise.resolve({ name: 'a', secret: '' }), save: save$ });
        const user = userEvent.setup();
        await waitFor(() => expect(input('name').value).toBe('a'));
        await user.clear(input('name'));
        save();
        expect(await screen.findByText('必填')).toBeTruthy();
        expect(save$).not.toHaveBeenCalled();
    });

    it('reads the values back after a save when asked to (secrets load empty)', async () => {
        const load = vi.fn(() => Promise.resolve({ name: 'a', secret: '' }));
        renderForm({ load, save: () => Promise.resolve(), reloadAfterSave: true });
        const user = userEvent.setup();
        await waitFor(() => expect(input('name').value).toBe('a'));
        await user.type(input('secret'), 'typed-secret');
        save();
        expect(await screen.findByText('保存配置成功')).toBeTruthy();
        await waitFor(() => expect(input('secret').value).toBe(''));
        expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);
        expect(load).toHaveBeenCalledTimes(2);
    });
});

describe('SecretInput', () => {
    it('masks what is typed until revealed, keeps the caller slotProps, opts out of spell check', async () => {
        renderForm({ load: () => Promise.resolve({ name: 'a', secret: 's3cret' }), save: vi.fn() });
        const secret = await screen.findByTestId('secret');
        expect((secret as HTMLInputElement).type).toBe('password');
        expect(secret.getAttribute('spellcheck')).toBe('false');
        expect(secret.getAttribute('autocomplete')).toBe('new-password');
        fireEvent.click(screen.getByRole('button', { name: '显示' }));
        expect((secret as HTMLInputElement).type).toBe('text');
        fireEvent.click(screen.getByRole('button', { name: '隐藏' }));
        expect((secret as HTMLInputElement).type).toBe('password');
    });
});
