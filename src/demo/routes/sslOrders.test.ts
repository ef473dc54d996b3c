import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleOrder } from '../commerce/settle';
import { getDemoDb } from '../db';
import { VALIDATE_AFTER_MS } from '../services/sslOrders';
import { PAY_METHOD } from '../../data/orders/codes';
import { SSL_STATUS } from '../../data/sslOrders/codes';
import { hostInZone } from '../../data/sslOrders/txtRecord';
import type { SslOrder } from '../../data/sslOrders/api';
import { call, loginUser, setupDemoServer } from '../../../tests/support/demo';

setupDemoServer();

afterEach(() => vi.useRealTimers());

const CSR = '-----BEGIN CERTIFICATE REQUEST-----\nQUJD\n-----END CERTIFICATE REQUEST-----';

const apply = (token: string, json: Record<string, unknown>) =>
    call('app/ssl/order/apply', { token, json: { method: 'dns', csr: CSR, csrSource: 'pasted', contactId: 1, ...json } });

const info = async (token: string, id: number) => (await call('app/ssl/order/info', { token, query: { id } })).data as SslOrder;

describe('demo SSL backend', () => {
    it('answers the catalogue in cents', async () => {
        const token = await loginUser();
        const answer = await call('app/ssl/goods/list', { token });
        const list = (answer.data as { list: { price: number; free: boolean }[] }).list;
        expect(list.length).toBeGreaterThan(4);
        expect(list.every(goods => Number.isInteger(goods.price) && goods.free === (goods.price === 0))).toBe(true);
    });

    it('refuses an application with the console rules and their Chinese messages', async () => {
        const token = await loginUser();
        expect((await apply(token, { goodsId: 2, domains: ['*.example.com'] })).msg).toBe('只有通配符证书可以包含 *.example.com');
        expect((await apply(token, { goodsId: 3, domains: ['example.com'] })).msg).toBe('通配符证书需填写 *.example.com 形式的域名');
        expect((await apply(token, { goodsId: 2, domains: ['a.com'], csr: 'nope' })).msg).toBe('CSR 格式错误');
        expect((await apply(token, { goodsId: 4, domains: ['a.com'] })).msg).toBe('OV 与 EV 证书需要选择企业');
        expect((await apply(token, { goodsId: 2, domains: ['a.com'], contactId: 99 })).msg).toBe('请选择联系人');
    });

    it('a paid application makes a payment order (goods type 20); paying it starts validation, time issues it', async () => {
        const token = await loginUser();
        const answer = await apply(token, { goodsId: 2, domains: ['www.example.com'] });
        expect(answer.code).toBe(1);
        const { sslOrderId, orderId } = answer.data as { sslOrderId: number; orderId: string };
        const payment = getDemoDb().orders.find(order => order.orderId === orderId)!;
        expect(payment).toMatchObject({ goodsType: 20, buyPayable: 19_900, status: 10 });
        expect((await info(token, sslOrderId)).status).toBe(SSL_STATUS.toPay);
        expect((await call('app/ssl/order/check', { token, json: { id: sslOrderId } })).msg).toBe('订单尚未支付');

        const paidAt = new Date();
        settleOrder(getDemoDb(), payment, PAY_METHOD.balance, paidAt);
        expect((await info(token, sslOrderId)).status).toBe(SSL_STATUS.pendingValidation);
        expect((await call('app/ssl/order/download', { token, query: { id: sslOrderId } })).msg).toBe('证书尚未签发');

        vi.useFakeTimers({ toFake: ['Date'], now: paidAt.getTime() + VALIDATE_AFTER_MS + 1000 });
        const issued = await info(token, sslOrderId);
        expect(issued.status).toBe(SSL_STATUS.issued);
        expect(issued.notAfter).toBeTruthy();
        const files = (await call('app/ssl/order/download', { token, query: { id: sslOrderId } })).data as { certificate: string; chain: string };
        expect(files.certificate).toMatch(/^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+-----END CERTIFICATE-----\n$/);
        expect(files.chain).toContain('BEGIN CERTIFICATE');
    });

    it('a free application validates at once when its TXT record is in the hosted zone', async () => {
        const token = await loginUser();
        // a zone within its plan's record limit (the big zone is over it, and refuses new records)
        const zone = getDemoDb().domains.find(domain => domain.userId === 1 && domain.recordCount < 100)!;
        const answer = await apply(token, { goodsId: 1, domains: [`www.${zone.domain}`] });
        const { sslOrderId, orderId } = answer.data as { sslOrderId: number; orderId?: string };
        expect(orderId).toBeUndefined();
        const order = await info(token, sslOrderId);
        expect(order.status).toBe(SSL_STATUS.pendingValidation);
        const [validation] = order.validations;
        expect(validation.fqdn).toBe(`_acme-challenge.www.${zone.domain}`);

        let check = await call('app/ssl/order/check', { token, json: { id: sslOrderId } });
        expect(check.data).toEqual({ status: SSL_STATUS.validating, passed: false });

        const set = await call('app/dns/record/set', {
            token,
            form: {
                id: zone.id,
                domain: zone.domain,
                info: JSON.stringify({
                    operation_type: 'add',
                    record_id: null,
                    top: hostInZone(validation.fqdn, zone.domain),
                    record_type: 'TXT',
                    value: validation.value,
                    ttl: '600',
                    weight: '1',
                    mx: '1',
                    record_line_id: 1,
                }),
            },
        });
        expect(set.msg).toBe('success');
        check = await call('app/ssl/order/check', { token, json: { id: sslOrderId } });
        expect(check.data).toEqual({ status: SSL_STATUS.issued, passed: true });
        const list = await call('app/ssl/order/list', { token, json: { type: 'free', page: 1, limit: 20 } });
        expect((list.data as { list: SslOrder[] }).list.map(row => row.id)).toContain(sslOrderId);
        const paid = await call('app/ssl/order/list', { token, json: { type: 'paid', page: 1, limit: 20 } });
        expect((paid.data as { list: SslOrder[] }).list.map(row => row.id)).not.toContain(sslOrderId);
    });

    it('keeps contact and company profiles per user, with the form rules', async () => {
        const token = await loginUser();
        expect((await call('app/ssl/contact/save', { token, json: { name: '李雷', mobile: '123', email: 'a@b.cn', jobTitle: '经理' } })).msg).toBe(
            '手机号格式错误',
        );
        expect((await call('app/ssl/company/save', { token, json: { name: '某公司', regNumber: 'X', address: '某地', phone: '010-1234567' } })).msg).toBe(
            '请输入 18 位统一社会信用代码',
        );
        const saved = await call('app/ssl/contact/save', { token, json: { name: '李雷', mobile: '13900000000', email: 'li@example.cn', jobTitle: '经理' } });
        const id = (saved.data as { id: number }).id;
        await call('app/ssl/contact/save', { token, json: { id, name: '韩梅梅', mobile: '13900000000', email: 'li@example.cn', jobTitle: '经理' } });
        let list = (await call('app/ssl/contact/list', { token, json: { page: 1, limit: 100 } })).data as {
            list: { id: number; name: string; userId?: number }[];
        };
        expect(list.list.find(row => row.id === id)).toEqual({ id, name: '韩梅梅', mobile: '13900000000', email: 'li@example.cn', jobTitle: '经理' });
        await call('app/ssl/contact/delete', { token, json: { ids: String(id) } });
        list = (await call('app/ssl/contact/list', { token, json: { page: 1, limit: 100 } })).data as typeof list;
        expect(list.list.some(row => row.id === id)).toBe(false);
    });
});
