import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderEditor } from './renderEditor';

vi.mock('../../lines/LineInput', () => ({ LineInput: () => null }));

/** Opens the add dialog from the keyboard: Tab to "Add record", Enter. */
const openByKeyboard = async (user: ReturnType<typeof userEvent.setup>) => {
    const add = await screen.findByRole('button', { name: '添加记录' });
    add.focus();
    await user.keyboard('{Enter}');
    return { add, dialog: await screen.findByRole('dialog') };
};

describe('record editor from the keyboard', () => {
    it('closes on Esc while nothing is typed, and gives the focus back to "Add record"', async () => {
        const user = userEvent.setup();
        renderEditor();
        const { add } = await openByKeyboard(user);
        await user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(document.activeElement).toBe(add));
    });

    it('gives the focus back to "Add record" on Cancel', async () => {
        const user = userEvent.setup();
        renderEditor();
        const { add, dialog } = await openByKeyboard(user);
        within(dialog).getByRole('button', { name: '取消' }).focus();
        await user.keyboard('{Enter}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(document.activeElement).toBe(add));
    });

    it('stays open on Esc once something is typed', async () => {
        const user = userEvent.setup();
        renderEditor();
        const { dialog } = await openByKeyboard(user);
        await user.type(within(dialog).getByRole('textbox', { name: /主机记录/ }), 'x');
        await user.keyboard('{Escape}');
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.getByRole('dialog')).toBe(dialog);
    });
});
