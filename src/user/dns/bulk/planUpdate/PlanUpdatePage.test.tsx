import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanUpdatePage } from './PlanUpdatePage';
import { getDemoDb } from '../../../../demo/db';
import { issueToken } from '../../../../demo/http';
import type { DemoConsume } from '../../../../demo/model';
import { renderUserRoute } from '../../../../../tests/support/renderUserRoute';
import { setupDemoServer } from '../../../../../tests/support/server';

setupDemoServer();
const PATH = '/dns/domain/bulk/planUpdate';
const renderPage = () => renderUserRoute({ token: issueToken(getDemoDb(), 'user', 1), route: PATH, path: PATH, screen: <PlanUpdatePage /> });

/** Three domains of user 1 with no plan in use, and exactly two unused plans (of one product) for them. */
const setUp = () => {
    const db = getDemoDb();
    const domains = db.domains.filter(domain => domain.userId === 1).slice(0, 3);
    for (const consume of db.consumes)
        if (consume.userId === 1 && (consume.mode === 2 || domains.some(domain => domain.id === consume.domainId))) consume.mode = 4;
    const plan = (id: number): DemoConsume => ({
        id,
        userId: 1,
        productName: '专业版',
        productId: 2,
        productUnitPrice: 68000,
        productUnit: '1y',
        effectStartTime: '',
        effectEndTime: '',
        domainId: 0,
        free: false,
        mode: 2,
    });
    db.consumes.push(plan(90001), plan(90002));
    return domains;
};

describe('bulk plan binding', () => {
    it('offers the unused plans by product, warns when they run short, binds and reports the refused', async () => {
        const domains = setUp();
        renderPage();
        expect(await screen.findByText('专业版（未使用 2 个）')).toBeTruthy();
        fireEvent.change(screen.getByLabelText(/^域名/), { target: { value: domains.map(domain => domain.domain).join('\n') } });
        await screen.findByText('共 3 个域名，但该产品只有 2 个未使用套餐：超出的域名将被拒绝（可用套餐不足）。');
        fireEvent.click(screen.getByRole('button', { name: '绑定 3 个域名' }));
        const report = await screen.findByTestId('bulk-report');
        expect(within(report).getByText('成功：2')).toBeTruthy();
        expect(within(report).getByText('可用套餐不足')).toBeTruthy();
        expect(
            getDemoDb()
                .consumes.filter(consume => consume.id > 90000)
                .map(consume => consume.mode),
        ).toEqual([1, 1]);
    });

    it('says what to do when there is no unused plan', async () => {
        const db = getDemoDb();
        for (const consume of db.consumes) if (consume.userId === 1 && consume.mode === 2) consume.mode = 4;
        renderPage();
        expect(await screen.findByText('您没有未使用的套餐')).toBeTruthy();
        expect(screen.getByRole('link', { name: '购买套餐' })).toBeTruthy();
    });
});
