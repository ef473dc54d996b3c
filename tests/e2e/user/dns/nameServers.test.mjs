import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../../lib/console.mjs';
import { useBrowser } from '../../lib/session.mjs';

// a name the demo's registry lookup answers with its registrar's servers (src/demo/dns/nameServers.ts)
const NAME = 'e2e-nameservers.com';

describe('name servers', () => {
    const browser = useBrowser();

    it('adding a domain names its name servers; its records start with the NS and SOA rows; Check now says what it found', async () => {
        const { page } = browser;
        await signIn(page);
        await page.goto(`${BASE_URL}/dns/domain/list/list`);
        await page.getByRole('button', { name: '添加域名' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.locator('input[name="domain"]').fill(NAME);
        await dialog.getByRole('button', { name: '添加', exact: true }).click();
        const servers = dialog.getByRole('list', { name: 'DNS服务器' });
        await servers.getByText('ns1.dnsconsole.cn').waitFor();
        await servers.getByText('ns2.dnsconsole.cn').waitFor();
        await dialog.getByRole('button', { name: '全部复制' }).waitFor();

        await dialog.getByRole('button', { name: '添加解析记录' }).click();
        await page.waitForURL(url => url.pathname.startsWith(`/dns/domain/list/admin/${NAME}/`) && url.pathname.endsWith('/record'));
        const apex = page.getByTestId('apex-row');
        await apex.nth(2).waitFor();
        await apex.nth(0).getByText('ns1.dnsconsole.cn').waitFor();
        await apex.nth(2).getByText('hostmaster.dnsconsole.cn').waitFor();
        await page.getByTestId('records-empty').waitFor();

        await page.getByTestId('domain-ns').click();
        const check = page.getByRole('dialog');
        await check.getByRole('button', { name: '立即检测' }).click();
        await check.getByText('注册商处的DNS服务器仍为 dns1.hichina.com、dns2.hichina.com：请修改为 ns1.dnsconsole.cn、ns2.dnsconsole.cn。').waitFor();
        // the header's chip follows the check
        await page.getByTestId('domain-ns').getByText('DNS服务器错误').waitFor();
    });
});
