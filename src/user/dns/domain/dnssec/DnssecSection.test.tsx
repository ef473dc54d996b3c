import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../../i18n/provider';
import { SettingPage } from '../SettingPage';
import { DnssecSection } from './DnssecSection';
import { setupDemoServer } from '../../../../../tests/support/server';
import { answer, renderDomainPage } from '../../../../../tests/support/renderDomainPage';

const server = setupDemoServer();

const KEY = {
    flags: 257,
    protocol: 3,
    algorithm: 13,
    publicKey: 'KdyK+VRs1bjGGmBQ+KVME9Dk2bUMHVh0DclSRAy8xenPoB/2p5tpVQLMr5fOBlBF/CZPDcHVzKvdqxUw/Zhl5w==',
    keyTag: 37206,
};
const DS = { keyTag: 37206, algorithm: 13, digestType: 2, digest: 'ECEB600B22E0FB9F785F9470590FA8265C2BAA47E8F9888F35FEE614CDDEAFCD' };
const WAITING = { status: 'waiting', dnskeys: [KEY], ds: [DS], enabledTime: '2026-11-28 12:00:00', checkTime: '' };
const DS_LINE = `example.com. IN DS 37206 13 2 ${DS.digest}`;

const copied = vi.fn(async (_text: string) => undefined);
afterEach(() => {
    copied.mockClear();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

const open = async (info?: Record<string, unknown>) => {
    server.use(answer.domain(), ...(info ? [answer.json('get', 'app/dns/domain/dnssec/info', { data: info })] : []));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: copied }, configurable: true });
    renderDomainPage('setting', <DnssecSection />);
    return within(await screen.findByTestId('dnssec'));
};

/** The value of each row of a CopyRows list, by its name. */
const rowsOf = (testId: string) => {
    const list = screen.getByTestId(testId);
    const names = Array.from(list.querySelectorAll('dt'), dt => dt.textContent);
    const values = Array.from(list.querySelectorAll('dd'), dd => dd.textContent);
    return Object.fromEntries(names.map((name, index) => [name, values[index]]));
};

describe('DNSSEC on the settings tab', () => {
    it('is mounted on the settings tab, off at first', async () => {
        server.use(answer.domain(), answer.settings({ confDefaultTtl: 600 }));
        renderDomainPage('setting', <SettingPage />);
        expect((await screen.findByTestId('dnssec-status')).textContent).toBe('未开启');
        expect(screen.getByRole('heading', { name: 'DNSSEC' })).toBeTruthy();
    });

    it('enables once confirmed, then shows the DS for the registrar and the DNSKEY, each copyable', async () => {
        const user = userEvent.setup();
        const section = await open();
        await user.click(await section.findByRole('button', { name: '开启DNSSEC' }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('为 example.com 开启DNSSEC？')).toBeTruthy();
        await user.click(within(dialog).getByRole('button', { name: '开启DNSSEC' }));
        expect(await screen.findByText('DNSSEC已开启，请到注册商处添加DS记录')).toBeTruthy();
        expect((await section.findByTestId('dnssec-status')).textContent).toBe('等待注册商添加DS');
        const ds = rowsOf('dnssec-ds');
        expect(ds['算法（Algorithm）']).toBe('13 (ECDSAP256SHA256)');
        expect(ds['摘要类型（Digest Type）']).toBe('2 (SHA-256)');
        expect(ds['摘要（Digest）']).toMatch(/^[0-9A-F]{64}$/);
        expect(ds['完整DS记录']).toBe(`example.com. IN DS ${ds['密钥标签（Key Tag）']} 13 2 ${ds['摘要（Digest）']}`);
        expect(rowsOf('dnssec-dnskey')['标志（Flags）']).toBe('257 (密钥签名密钥)');
        // the algorithm's copy button copies the number a registrar's form takes, the line copies the whole record
        const dsRegion = within(section.getByRole('region', { name: '添加到注册商的DS记录' }));
        await user.click(dsRegion.getByRole('button', { name: '复制 算法（Algorithm）' }));
        await user.click(dsRegion.getByRole('button', { name: '复制 完整DS记录' }));
        expect(copied.mock.calls.map(([text]) => text)).toEqual(['13', ds['完整DS记录']]);
    });

    it('checks the parent: not there at the first check, active at the second (the demo parent)', async () => {
        const user = userEvent.setup();
        const section = await open();
        await user.click(await section.findByRole('button', { name: '开启DNSSEC' }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '开启DNSSEC' }));
        expect((await section.findByTestId('dnssec-check-time')).textContent).toMatch(/^开启时间：.* · 尚未检测$/);
        await user.click(await section.findByRole('button', { name: '立即检测' }));
        expect(await screen.findByText('上级域名尚未发布DS记录')).toBeTruthy();
        expect(section.getByTestId('dnssec-check-time').textContent).toMatch(/上次检测：\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
        await user.click(section.getByRole('button', { name: '立即检测' }));
        expect(await screen.findByText('上级域名已发布DS记录，DNSSEC已生效')).toBeTruthy();
        expect(section.getByTestId('dnssec-status').textContent).toBe('已生效');
    });

    it('disables only once warned to remove the DS at the registrar first', async () => {
        const user = userEvent.setup();
        const sent: string[] = [];
        server.use(
            http.post('*/app/dns/domain/dnssec/disable', () => {
                sent.push('disable');
                return HttpResponse.json({ code: 1, msg: 'success', data: { status: 'off' } });
            }),
        );
        const section = await open(WAITING);
        await user.click(await section.findByRole('button', { name: '关闭DNSSEC' }));
        const dialog = await screen.findByRole('dialog');
        expect(dialog.textContent).toContain('请先到域名注册商处删除DS记录');
        await user.click(within(dialog).getByRole('button', { name: '取消' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(sent).toEqual([]);
        await user.click(section.getByRole('button', { name: '关闭DNSSEC' }));
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '关闭' }));
        expect(await screen.findByText('DNSSEC已关闭')).toBeTruthy();
        expect(sent).toEqual(['disable']);
        expect(section.getByTestId('dnssec-status').textContent).toBe('未开启');
        expect(section.getByRole('button', { name: '开启DNSSEC' })).toBeTruthy();
    });

    it("shows the server's refusal and keeps the state", async () => {
        const user = userEvent.setup();
        server.use(answer.refuse('post', 'app/dns/domain/dnssec/check', '检测过于频繁，请稍后再试'));
        const section = await open(WAITING);
        await user.click(await section.findByRole('button', { name: '立即检测' }));
        expect(await screen.findByText('检测过于频繁，请稍后再试')).toBeTruthy();
        expect(section.getByTestId('dnssec-status').textContent).toBe('等待注册商添加DS');
    });

    it('shows a load failure with a retry', async () => {
        server.use(answer.refuse('get', 'app/dns/domain/dnssec/info', '域名不存在'));
        const section = await open();
        expect(await section.findByText('加载失败：域名不存在')).toBeTruthy();
        expect(section.getByRole('button', { name: '重试' })).toBeTruthy();
    });

    it('says it all in English', async () => {
        await i18nProvider.changeLocale('en');
        try {
            const user = userEvent.setup();
            const section = await open({ ...WAITING, status: 'active', checkTime: '2026-11-28 12:05:00' });
            expect((await section.findByTestId('dnssec-status')).textContent).toBe('Active');
            expect(section.getByText('The parent zone publishes this DS record: validating resolvers check this domain’s answers.')).toBeTruthy();
            expect(rowsOf('dnssec-ds')).toEqual({
                'Key tag': '37206',
                Algorithm: '13 (ECDSAP256SHA256)',
                'Digest type': '2 (SHA-256)',
                Digest: DS.digest,
                'Whole DS record': DS_LINE,
            });
            expect(rowsOf('dnssec-dnskey')).toMatchObject({
                Flags: '257 (key signing key)',
                Protocol: '3',
                'Whole DNSKEY record': `example.com. IN DNSKEY 257 3 13 ${KEY.publicKey}`,
            });
            expect(section.getByTestId('dnssec-check-time').textContent).toBe('Enabled 2026-11-28 12:00:00 · Last checked 2026-11-28 12:05:00');
            await user.click(section.getByRole('button', { name: 'Copy Digest' }));
            expect(copied).toHaveBeenCalledWith(DS.digest);
            await user.click(section.getByRole('button', { name: 'Disable DNSSEC' }));
            const dialog = await screen.findByRole('dialog');
            expect(within(dialog).getByText('Disable DNSSEC for example.com?')).toBeTruthy();
            expect(dialog.textContent).toContain('First remove the DS record at your domain’s registrar');
        } finally {
            await i18nProvider.changeLocale('cn');
        }
    });
});
