import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordCreatePage } from '../recordCreate/RecordCreatePage';
import { getDemoDb } from '../../../../demo/db';
import { issueToken } from '../../../../demo/http';
import { i18nProvider } from '../../../../i18n/provider';
import { renderUserRoute } from '../../../../../tests/support/renderUserRoute';
import { setupDemoServer } from '../../../../../tests/support/server';
import { twoZones } from '../../../../../tests/support/zones';

setupDemoServer();
const PATH = '/dns/domain/bulk/recordCreate';

/** lisi-studio.com, which user 2 licenses to the demo user for viewing only, accepted. */
const VIEWED = 'lisi-studio.com';
/** How the licence names user 2: by its mobile. */
const OWNER = '13900139000';
const acceptViewOnlyLicence = () => {
    const licence = getDemoDb().domainLicenses.find(row => row.domain === VIEWED)!;
    licence.status = 1;
};

/** A session of a read-only sub-account of the demo user, over all its domains. */
const readOnlySubAccount = (): string => {
    const db = getDemoDb();
    db.subAccounts.push({
        id: 77,
        ownerId: 1,
        name: '只读同事',
        account: 'viewer@dnsconsole.cn',
        password: 'demo1234',
        role: 'viewer',
        resourceType: 'all',
        groupIds: '',
        domains: '',
        createTime: '',
        lastLoginTime: '',
    });
    return issueToken(db, 'user', 1, undefined, { expiresAt: Date.now() + 3_600_000, subAccountId: 77 });
};

const renderPage = (token = issueToken(getDemoDb(), 'user', 1)) => renderUserRoute({ token, route: PATH, path: PATH, screen: <RecordCreatePage /> });

const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

const fill = async (domains: string) => {
    fireEvent.change(await screen.findByLabelText(/^(域名|Domains)/), { target: { value: domains } });
    fireEvent.change(input('records.0.top'), { target: { value: 'closed-e2e' } });
    fireEvent.change(input('records.0.value'), { target: { value: '192.0.2.45' } });
};

const closePicker = async () => {
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

describe('domains whose records this session may not change, on a bulk record page', { timeout: 30_000 }, () => {
    afterEach(() => i18nProvider.changeLocale('cn'));

    it('greys a view-only licensed domain out in the picker with the reason', async () => {
        acceptViewOnlyLicence();
        renderPage();
        fireEvent.click(await screen.findByRole('button', { name: '从我的域名中选择' }));
        fireEvent.change(await screen.findByLabelText('搜索我的域名'), { target: { value: 'lisi' } });
        const item = (await screen.findByText(VIEWED)).closest('[role="button"]') as HTMLElement;
        expect(item.getAttribute('aria-disabled')).toBe('true');
        expect(item.textContent).toBe(`${VIEWED}该域名由 ${OWNER} 授权给您，仅可查看：可以查看解析记录，不能修改。`);
    });

    it('names a view-only licensed domain under the list, and the run refuses it unsent with the reason', async () => {
        acceptViewOnlyLicence();
        const [own] = twoZones();
        renderPage();
        await fill(`${own.domain}\n${VIEWED}`);
        expect((await screen.findByTestId('closed-domains')).textContent).toBe(
            `列表中有 1 个域名您不能修改其解析记录，执行时将跳过并列为被拒绝。${VIEWED}：该域名由 ${OWNER} 授权给您，仅可查看：可以查看解析记录，不能修改。`,
        );
        fireEvent.click(screen.getByRole('button', { name: /^添加 2 条记录/ }));
        const report = await screen.findByTestId('bulk-report');
        expect(within(report).getByText('成功：1')).toBeTruthy();
        expect(within(report).getByText('失败：1')).toBeTruthy();
        expect(within(report).getByRole('table').textContent).toContain(`closed-e2e.${VIEWED} A 192.0.2.45-该域名由 ${OWNER} 授权给您，仅可查看`);
        const added = (domainId: number) => getDemoDb().records.filter(record => record.d === domainId && record.h === 'closed-e2e').length;
        expect(added(own.id)).toBe(1);
        expect(added(301)).toBe(0);
        // nothing was sent for it: the demo would have logged its own refusal
        expect(getDemoDb().bulk.jobs.at(-1)).toMatchObject({ type: 'recordCreate', succeeded: 1, refused: 0 });
    });

    it('says so in English', async () => {
        await i18nProvider.changeLocale('en');
        acceptViewOnlyLicence();
        renderPage();
        await fill(VIEWED);
        expect((await screen.findByTestId('closed-domains')).textContent).toBe(
            `You may not change the records of 1 listed domain: it will be skipped and reported as refused.${VIEWED}: Licensed to you by ${OWNER} for viewing only: you can read its records but not change them.`,
        );
    });

    it("closes every domain to a read-only sub-account with its role's reason, in the picker and in the run", async () => {
        const [own] = twoZones();
        renderPage(readOnlySubAccount());
        fireEvent.click(await screen.findByRole('button', { name: '从我的域名中选择' }));
        fireEvent.change(await screen.findByLabelText('搜索我的域名'), { target: { value: own.domain } });
        const mine = (await screen.findByText(own.domain)).closest('[role="button"]') as HTMLElement;
        expect(mine.getAttribute('aria-disabled')).toBe('true');
        expect(mine.textContent).toBe(`${own.domain}您的子账号角色（只读）不能执行此操作，请联系主账号 demo`);
        await closePicker();
        await fill(own.domain);
        fireEvent.click(screen.getByRole('button', { name: /^添加 1 条记录/ }));
        const report = await screen.findByTestId('bulk-report');
        expect(within(report).getByText('失败：1')).toBeTruthy();
        expect(within(report).getByRole('table').textContent).toContain('您的子账号角色（只读）不能执行此操作');
        expect(getDemoDb().records.some(record => record.h === 'closed-e2e')).toBe(false);
    });

    it("gives the sub-account's reason in English", async () => {
        await i18nProvider.changeLocale('en');
        const [own] = twoZones();
        renderPage(readOnlySubAccount());
        await fill(own.domain);
        expect((await screen.findByTestId('closed-domains')).textContent).toContain(
            `${own.domain}: Your sub-account role (Read only) does not allow this: ask demo, the owner`,
        );
    });
});
