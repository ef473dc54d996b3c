// SSL certificates on the demo backend: a certificate bought from the catalogue reaches its payment order
// (goods -> apply with a key made in the browser -> submit -> /payment/order/<id> shows the SSL order); a free
// certificate on a hosted domain is validated with the one-click record and downloaded; the private key is offered
// once when applying and kept nowhere in the browser.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BASE_URL, signIn } from '../lib/console.mjs';
import { useBrowser } from '../lib/session.mjs';

const DB_KEY = 'dns-console.demo.db';

const chooseContact = async page => {
    await page.getByRole('combobox', { name: '联系人' }).click();
    await page.getByRole('option', { name: '张伟' }).click();
};

describe('SSL certificates', () => {
    const browser = useBrowser();

    it('buys a certificate: catalogue, application with a browser key, then its payment order', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        await page.goto(`${BASE_URL}/ssl/goods`);
        await page.getByTestId('ssl-goods-2').getByRole('link', { name: '购买' }).click();
        await page.waitForURL(url => url.pathname === '/ssl/order/apply' && url.searchParams.get('goodsId') === '2');
        await page.getByRole('textbox', { name: '域名' }).fill('shop.example.org');
        await page.getByTestId('ssl-record-preview').getByText('_dnsauth.shop.example.org', { exact: false }).waitFor();
        await chooseContact(page);
        assert.equal(await page.getByTestId('ssl-total').innerText(), '合计：¥199.00');
        await page.getByRole('button', { name: '提交并支付' }).click();

        // the private key is offered once, then the payment order
        const dialog = page.getByRole('dialog', { name: '保存您的私钥' });
        await dialog.waitFor();
        const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载私钥' }).click()]);
        assert.equal(download.suggestedFilename(), 'shop.example.org.key.pem');
        await dialog.getByRole('button', { name: '继续支付' }).click();
        await page.waitForURL(url => url.pathname.startsWith('/payment/order/'));
        const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop());
        await page.getByText('Sectigo PositiveSSL DV · shop.example.org').waitFor();
        assert.equal(await page.getByTestId('order-amount').innerText(), '¥199.00');
        assert.equal(await page.getByTestId('order-status').innerText(), '待支付');

        const stored = await page.evaluate(key => JSON.parse(localStorage.getItem(key)).db, DB_KEY);
        assert.equal(stored.orders.find(order => order.orderId === orderId).goodsType, 20);
        const ssl = stored.ssl.orders.find(order => order.orderId === orderId);
        assert.equal(ssl.csrSource, 'browser');
        // the key was offered once and is kept nowhere in the browser
        const kept = await page.evaluate(() =>
            [localStorage, sessionStorage].flatMap(storage => Object.values(storage)).filter(value => value.includes('PRIVATE KEY')),
        );
        assert.deepEqual(kept, []);

        // listed under paid certificates, waiting for payment
        await page.goto(`${BASE_URL}/ssl/order/paid`);
        const row = page.getByRole('row').filter({ hasText: 'shop.example.org' });
        await row.getByText('待支付').waitFor();
    });

    it('a free certificate on a hosted domain: one-click record, validated, downloaded (the key is not kept)', async () => {
        const { page } = browser;
        await signIn(page, 'user');
        const zone = await page.evaluate(
            key => JSON.parse(localStorage.getItem(key)).db.domains.find(domain => domain.userId === 1 && domain.recordCount < 100).domain,
            DB_KEY,
        );
        await page.goto(`${BASE_URL}/ssl/goods`);
        await page.getByTestId('ssl-goods-1').getByRole('link', { name: '免费申请' }).click();
        await page.getByRole('textbox', { name: '域名' }).fill(`www.${zone}`);
        await chooseContact(page);
        await page.getByRole('button', { name: '提交申请' }).click();
        const dialog = page.getByRole('dialog', { name: '保存您的私钥' });
        await dialog.getByRole('button', { name: '查看我的证书' }).click();
        await page.waitForURL(url => url.searchParams.has('orderId'));

        await page.getByText(`托管域名：${zone}`).waitFor();
        await page.getByRole('button', { name: '一键添加记录' }).click();
        await page.getByRole('button', { name: '记录已添加' }).waitFor();
        await page.getByRole('button', { name: '立即检测验证' }).click();
        await page.getByText('验证通过，证书已签发').waitFor();

        await page.getByTestId('ssl-status').getByText('已签发').waitFor();
        // the key was offered when applying and is not kept: the issued certificate comes without it
        await page.getByText('私钥在申请时于您的浏览器中生成，仅提供过一次下载，不会在任何地方保存，请使用您保存的私钥文件。').waitFor();
        assert.equal(await page.getByRole('button', { name: '私钥（.pem）' }).count(), 0);
        const [bundle] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '证书 + 证书链（.pem）' }).click()]);
        assert.equal(bundle.suggestedFilename(), `www.${zone}.pem`);

        await page.goto(`${BASE_URL}/ssl/order/free`);
        await page
            .getByRole('row')
            .filter({ hasText: `www.${zone}` })
            .getByText('已签发')
            .waitFor();
    });
});
