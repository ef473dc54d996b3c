import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../data/account/api';
import { AccessGate } from './AccessGate';
import { renderWithAccess, user, webConfig, Where } from '../../../../tests/support/guardHarness';

const Page = () => (
    <AccessGate>
        <h1>the page</h1>
        <Where />
    </AccessGate>
);

const BANNER = '您还未绑定手机号，部分功能无法使用';

describe('AccessGate', () => {
    it('shows nothing but the page when every gate is open', async () => {
        render(renderWithAccess({ config: webConfig({ bindMobile: 1, realName: 1 }), user: user() }, <Page />));
        expect(await screen.findByText('the page')).toBeTruthy();
        // let both queries answer
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.queryByText(BANNER)).toBeNull();
        expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('bindMobile: a banner above the page and a dismissible alert that stays dismissed on that page', async () => {
        render(renderWithAccess({ config: webConfig({ bindMobile: 1 }), user: user({ mobile: '' }) }, <Page />));
        expect(await screen.findByText(BANNER)).toBeTruthy();
        const dialog = await screen.findByRole('dialog');
        expect(dialog.textContent).toContain('绑定手机号');
        // the banner comes before the page
        const banner = screen.getByTestId('bind-mobile-banner');
        expect(banner.compareDocumentPosition(screen.getByText('the page')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

        fireEvent.click(screen.getByRole('button', { name: '稍后再说' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.getByText(BANNER)).toBeTruthy();
    });

    it('bindMobile: "去绑定" goes to the account info page, where no alert and no button show', async () => {
        render(renderWithAccess({ config: webConfig({ bindMobile: '1' }), user: user({ mobile: null }) }, <Page />));
        await screen.findByRole('dialog');
        fireEvent.click(screen.getAllByRole('button', { name: '去绑定' }).at(-1)!);
        await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/account/info'));
        // /account/info is itself flagged bindMobile: the banner stays, without a button to where we are
        expect(screen.getByText(BANNER)).toBeTruthy();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(screen.queryByRole('button', { name: '去绑定' })).toBeNull();
    });

    it('bindMobile: nothing on a route that is not flagged', async () => {
        render(renderWithAccess({ config: webConfig({ bindMobile: 1 }), user: user({ mobile: '' }) }, <Page />, '/ssl/goods'));
        expect(await screen.findByText('the page')).toBeTruthy();
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.queryByText(BANNER)).toBeNull();
        expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('realName: a blocking dialog (Escape does not close it) that sends the user to verification', async () => {
        render(renderWithAccess({ config: webConfig({ realName: 1 }), user: user({ realnameStatus: 0 }) }, <Page />));
        const dialog = await screen.findByRole('dialog');
        expect(dialog.textContent).toContain('请先完成实名认证');
        fireEvent.keyDown(dialog, { key: 'Escape' });
        expect(screen.getByRole('dialog')).toBeTruthy();
        fireEvent.click(screen.getByRole('button', { name: '去认证' }));
        await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/account/verification'));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('realName: not on exempt routes, and not when the power is off', async () => {
        const first = render(renderWithAccess({ config: webConfig({ realName: 1 }), user: user({ realnameStatus: 0 }) }, <Page />, '/finance/recharge'));
        expect(await screen.findByText('the page')).toBeTruthy();
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.queryByRole('dialog')).toBeNull();
        first.unmount();

        render(renderWithAccess({ config: webConfig({ realName: 0 }), user: user({ realnameStatus: 0 }) }, <Page />));
        expect(await screen.findByText('the page')).toBeTruthy();
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('shows the page and no gate while the user info is still loading', async () => {
        let answer!: (value: UserInfo) => void;
        const pending = new Promise<UserInfo>(resolve => (answer = resolve));
        render(renderWithAccess({ config: webConfig({ realName: 1, bindMobile: 1 }), user: pending }, <Page />));
        expect(await screen.findByText('the page')).toBeTruthy();
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.queryByRole('dialog')).toBeNull();
        answer(user({ realnameStatus: 0 }));
        expect(await screen.findByRole('dialog')).toBeTruthy();
    });

    it('the admin flavour (no userinfo call): just the page', async () => {
        render(renderWithAccess({ config: webConfig({ realName: 1, bindMobile: 1 }) }, <Page />));
        expect(await screen.findByText('the page')).toBeTruthy();
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(screen.queryByText(BANNER)).toBeNull();
    });

    it('speaks English when the locale is en', async () => {
        render(renderWithAccess({ config: webConfig({ bindMobile: 1 }), user: user({ mobile: '' }) }, <Page />, '/dns/dashboard', 'en'));
        expect(await screen.findByText('You have not bound a mobile number yet; some features are unavailable.')).toBeTruthy();
        expect(await screen.findByRole('button', { name: 'Later' })).toBeTruthy();
    });

    it('refuses a route whose custom flag is off with the 404 page, and shows it when the flag is on', async () => {
        const { unmount } = render(renderWithAccess({ config: webConfig({}), user: user() }, <Page />, '/a-monitor/gtm'));
        expect(await screen.findByText('页面不存在')).toBeTruthy();
        expect(screen.queryByText('the page')).toBeNull();
        unmount();
        render(renderWithAccess({ config: { ...webConfig({}), exclusiveMode: ['dm', 'am'] }, user: user() }, <Page />, '/a-monitor/monitors/ontime'));
        expect(await screen.findByText('the page')).toBeTruthy();
        expect(screen.queryByText('页面不存在')).toBeNull();
    });

    it("refuses a path of the user's unvalidModel, and every path below it", async () => {
        render(renderWithAccess({ config: webConfig({}), user: user({ unvalidModel: ['/analysis'] }) }, <Page />, '/analysis/top'));
        expect(await screen.findByText('页面不存在')).toBeTruthy();
        expect(screen.queryByText('the page')).toBeNull();
    });
});
