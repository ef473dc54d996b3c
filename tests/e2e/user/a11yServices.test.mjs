// axe-core on the user console, part 2 (issue 12 section 1): scheduling and monitoring, HTTPDNS, SSL, analysis, plans,
// payment, orders, recharge, account, messages and logs: no serious or critical violation, in cn-light and en-dark.
import { describe, it } from 'node:test';
import { seedPendingOrder } from '../lib/console.mjs';
import { demoDb, demoZone, sweep } from '../lib/a11yUser.mjs';

const ROWS = 'main table tbody tr, main [data-testid="empty-state"], main [data-testid$="-empty"]';


const services = async ({ page, open }) => {
    await open('/a-monitor/gtm', ROWS);
    await open('/a-monitor/gtm/rule', 'main form');
    for (const tab of ['ontime', 'settings', 'counts', 'details', 'custom-lines']) await open(`/a-monitor/monitors/${tab}`);
    const monitor = (await demoDb(page)).monitoring.monitors.find(row => row.userId === 1);
    if (monitor) await open(`/a-monitor/real-time/detail?id=${monitor.id}`);
    await open('/httpdns/domain', ROWS);
    const zone = await demoZone(page);
    await open(`/httpdns/domain/detail?domain=${encodeURIComponent(zone.domain)}`);
    await open('/httpdns/configure');
    for (const path of ['/ssl/order/paid', '/ssl/order/free']) await open(path, ROWS);
    for (const path of ['/ssl/order/apply', '/ssl/info/contact', '/ssl/info/company', '/ssl/goods']) await open(path);
    // the domain picker is disabled until the user's domains have arrived
    for (const path of ['/analysis/query', '/analysis/top']) await open(path, 'main [role="combobox"]:not([aria-disabled="true"])');
};

const commerceAndAccount = async ({ page, open }) => {
    for (const mode of [1, 2, 3, 4]) await open(`/plan/own/${mode}`, ROWS);
    for (const path of ['/plan/purchase', '/plan/vas', '/payment/plans/1', '/payment/vas']) await open(path);
    for (const tab of ['paid', 'refunded', 'refunding']) await open(`/finance/order/${tab}`, ROWS);
    await open('/finance/recharge');
    const orderId = await seedPendingOrder(page, '78');
    await open(`/payment/order/${orderId}`, '[data-testid="channel-picker"]');
    for (const path of ['/account/info', '/account/verification', '/account/apikey']) await open(path);
    for (const path of ['/account/domainLicense/receive', '/account/domainLicense/initiate', '/message/list', '/log/list/0']) await open(path, ROWS);
    const message = (await demoDb(page)).messages.find(row => row.userId === undefined || row.userId === 1);
    if (message) await open(`/message/detail/${message.id}`);
};

describe('accessibility of the user console: services, commerce, account', () => {
    for (const variant of ['cnLight', 'enDark']) {
        it(`${variant}: every page`, () =>
            sweep(variant, async context => {
                await context.signIn();
                await services(context);
                await commerceAndAccount(context);
            }));
    }
});
