import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getDemoDb } from '../../../demo/db';
import { i18nProvider } from '../../../i18n/provider';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderRecursivePage } from './renderRecursivePage';

setupDemoServer();

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

const openAdd = async (addLabel = '添加') => {
    const user = userEvent.setup();
    renderRecursivePage();
    await screen.findByText('10.0.0.0');
    const add = screen.getByRole('button', { name: addLabel });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    await user.click(add);
    return { user, dialog: await screen.findByRole('dialog') };
};

/** Every field marked invalid says why beneath it. */
const invalidWithoutMessage = (dialog: HTMLElement) =>
    [...dialog.querySelectorAll('[aria-invalid="true"]')].filter(input => {
        const helper = document.getElementById(input.getAttribute('aria-describedby') ?? '');
        return !helper?.textContent?.trim();
    });

describe('the segment dialog', () => {
    afterEach(() => i18nProvider.changeLocale('cn'));

    it('says why beside every field an empty save marks, and type 2 leaves no stale 必填 behind', { timeout: 60_000 }, async () => {
        const { user, dialog } = await openAdd();
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        await waitFor(() => expect(within(dialog).getAllByText('必填')).toHaveLength(2));
        expect(invalidWithoutMessage(dialog)).toEqual([]);

        await user.click(within(dialog).getByLabelText('所有IP段'));
        await waitFor(() => expect(within(dialog).queryByText('必填')).toBeNull());
        expect(valueOf(within(dialog).getByLabelText(/备注/))).toBe('所有IP段');
        // the addresses {ip} stands for, not the placeholder
        expect(valueOf(within(dialog).getByLabelText(/起始IP/))).toBe('0.0.0.0');
        expect(valueOf(within(dialog).getByLabelText(/截止IP/))).toBe('255.255.255.255');
        expect(dialog.textContent).not.toContain('{ip}');
    });

    it('saves "all segments" beside the specified segments, with the remark 所有IP段 from the English console', async () => {
        await i18nProvider.changeLocale('en');
        const { user, dialog } = await openAdd('Add');
        await user.click(within(dialog).getByLabelText('All segments'));
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        const all = getDemoDb().recursiveSegments.filter(segment => segment.type === 2);
        expect(all).toEqual([expect.objectContaining({ remark: '所有IP段', sourceIpS: 0, sourceIpE: 4294967295 })]);
    });

    it('names the saved row a new segment overlaps', async () => {
        const { user, dialog } = await openAdd();
        await user.click(within(dialog).getByLabelText(/IP段/, { selector: 'textarea' }));
        await user.paste('10.0.0.5-10.0.0.9');
        await user.type(within(dialog).getByLabelText(/备注/), '重叠');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        expect(await within(dialog).findByText('IP区间重复：10.0.0.5-10.0.0.9，与已有IP段冲突：办公网（10.0.0.0-10.0.255.255）')).toBeTruthy();
    });

    it('refuses a remark of spaces at the field', async () => {
        const { user, dialog } = await openAdd();
        await user.click(within(dialog).getByLabelText(/IP段/, { selector: 'textarea' }));
        await user.paste('10.99.0.0-10.99.0.9');
        await user.type(within(dialog).getByLabelText(/备注/), '   ');
        await user.click(within(dialog).getByRole('button', { name: '保存' }));
        await within(dialog).findByText('必填');
        expect(getDemoDb().recursiveSegments.some(segment => segment.sourceIpS === 174260224)).toBe(false);
    });
});
