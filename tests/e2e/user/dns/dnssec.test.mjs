import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectAccessible } from '../../lib/axe.mjs';
import { BASE_URL, signIn } from '../../lib/console.mjs';
import { ownDomain } from '../../lib/domains.mjs';
import { useBrowser } from '../../lib/session.mjs';

describe('DNSSEC', () => {
    const browser = useBrowser();

    it('enables DNSSEC on the settings tab, shows the DS for the registrar (accessible), and disables it once warned', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        const { id, domain, userId } = await ownDomain(page);
        await page.goto(`${BASE_URL}/dns/domain/list/admin/${encodeURIComponent(domain)}/${id}/${userId}/setting`);
        const section = page.getByTestId('dnssec');
        await section.getByRole('button', { name: '开启DNSSEC' }).click();
        await page.getByRole('dialog').getByRole('button', { name: '开启DNSSEC' }).click();
        await section.getByTestId('dnssec-status').getByText('等待注册商添加DS').waitFor();
        // the whole DS record: the key tag, algorithm 13 (ECDSA P-256), digest type 2 (SHA-256), 64 hex digits
        const line = await section.getByTestId('dnssec-ds').locator('dd').last().textContent();
        assert.match(line, new RegExp(`^${domain.replaceAll('.', '\\.')}\\. IN DS \\d{1,5} 13 2 [0-9A-F]{64}$`));
        // the sweep of every page sees DNSSEC off: the records shown once it is on are checked here
        await expectAccessible(page, 'DNSSEC waiting for the DS', { include: '[data-testid="dnssec"]' });
        await section.getByRole('button', { name: '关闭DNSSEC' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText(/请先到域名注册商处删除DS记录/).waitFor();
        await dialog.getByRole('button', { name: '关闭', exact: true }).click();
        await section.getByTestId('dnssec-status').getByText('未开启').waitFor();
        await section.getByRole('button', { name: '开启DNSSEC' }).waitFor();
    });
});
