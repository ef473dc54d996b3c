import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderEditor } from './renderEditor';

// the line picker is another component's test: here it stays at its default, 默认
vi.mock('../../lines/LineInput', () => ({ LineInput: () => null }));

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

const openAdd = async (options: Parameters<typeof renderEditor>[0] = {}) => {
    const user = userEvent.setup();
    const result = renderEditor(options);
    await user.click(await screen.findByRole('button', { name: '添加记录' }));
    const dialog = await screen.findByRole('dialog');
    const pickType = async (type: string) => {
        await user.click(within(dialog).getByRole('combobox', { name: /记录类型/ }));
        await user.click(await screen.findByRole('option', { name: type }));
    };
    return { ...result, user, dialog, pickType };
};

describe('record editor: switching the type', () => {
    it("starts the new type's editor blank and drops the server's refusal of the old value", async () => {
        const { user, dialog, pickType } = await openAdd({
            apply: async () => ({ changeSetId: 0, list: [{ index: 0, code: 0, msg: '记录已存在', record_id: 0 }] }),
        });
        await user.click(within(dialog).getByRole('textbox', { name: /主机记录/ }));
        await user.paste('api');
        await user.click(within(dialog).getByRole('textbox', { name: /记录值/ }));
        await user.paste('192.0.2.77');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await within(dialog).findByText('记录已存在')).toBeTruthy();
        await pickType('HTTPS');
        const fields = within(await within(dialog).findByTestId('svcb-fields'));
        expect(valueOf(fields.getByRole('textbox', { name: '优先级' }))).toBe('1');
        expect(valueOf(fields.getByRole('textbox', { name: '目标' }))).toBe('.');
        expect(within(dialog).queryByText('记录已存在')).toBeNull();
        expect(dialog.querySelector('[aria-invalid="true"]')).toBeNull();
        expect(valueOf(within(dialog).getByRole('textbox', { name: /主机记录/ }))).toBe('api');
    });

    it("drops a field's problem and the old value when going from one text type to another", async () => {
        const { user, dialog, pickType } = await openAdd();
        const value = within(dialog).getByRole('textbox', { name: /记录值/ });
        await user.click(value);
        await user.paste('300.1.2.3');
        fireEvent.blur(value);
        await waitFor(() => expect(value.getAttribute('aria-invalid')).toBe('true'));
        await pickType('AAAA');
        const fresh = within(dialog).getByRole('textbox', { name: /记录值/ });
        expect(valueOf(fresh)).toBe('');
        expect(fresh.getAttribute('aria-invalid')).toBe('false');
    });
});
