import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordCreatePage } from './RecordCreatePage';
import { getDemoDb } from '../../../../demo/db';
import { issueToken } from '../../../../demo/http';
import { renderUserRoute } from '../../../../../tests/support/renderUserRoute';
import { setupDemoServer } from '../../../../../tests/support/server';
import { seedA, twoZones } from '../../../../../tests/support/zones';

const server = setupDemoServer();
const PATH = '/dns/domain/bulk/recordCreate';
const renderPage = () => renderUserRoute({ token: issueToken(getDemoDb(), 'user', 1), route: PATH, path: PATH, screen: <RecordCreatePage /> });

const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

describe('bulk record add', () => {
    it('refuses a bad value at the field and sends nothing', async () => {
        const paths: string[] = [];
        server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname));
        const [one] = twoZones();
        renderPage();
        await screen.findByRole('button', { name: /^添加 0 条记录/ });
        fireEvent.change(screen.getByLabelText(/^域名/), { target: { value: one.domain } });
        fireEvent.change(input('records.0.value'), { target: { value: 'not-an-ip' } });
        fireEvent.blur(input('records.0.value'));
        await screen.findByText('请输入IPv4地址，例如 1.2.3.4');
        fireEvent.click(screen.getByRole('button', { name: /^添加 1 条记录/ }));
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(paths.some(path => path.includes('record/changes/apply') || path.includes('batch/add/record'))).toBe(false);
    });

    it('adds the records to every domain, counts them first, and reports a refusal with the server reason', async () => {
        const [one, two] = twoZones();
        // a CNAME on the same host of the second zone: the zone rules refuse the A record there
        seedA(one, 'placeholder', '192.0.2.1');
        getDemoDb().records.push({ i: 999_999, d: two.id, h: 'bulk-e2e', t: 'CNAME', v: 'x.example.com', l: 1, ttl: 600, s: 1, u: 0 });
        renderPage();
        fireEvent.change(await screen.findByLabelText(/^域名/), { target: { value: `${one.domain}\n${two.domain}` } });
        fireEvent.change(input('records.0.top'), { target: { value: 'bulk-e2e' } });
        fireEvent.change(input('records.0.value'), { target: { value: '192.0.2.44' } });
        expect((await screen.findByTestId('record-create-summary')).textContent).toBe('1 条记录 × 2 个域名 = 共 2 条记录');
        fireEvent.click(screen.getByRole('button', { name: /^添加 2 条记录/ }));
        const report = await screen.findByTestId('bulk-report');
        expect(within(report).getByText('成功：1')).toBeTruthy();
        await waitFor(() => expect(getDemoDb().records.some(record => record.d === one.id && record.h === 'bulk-e2e' && record.v === '192.0.2.44')).toBe(true));
        expect(getDemoDb().records.some(record => record.d === two.id && record.h === 'bulk-e2e' && record.t === 'A')).toBe(false);
        // one change set per domain (its history entry), the run one job of the bulk log
        expect(
            getDemoDb()
                .changeSets.filter(entry => entry.domainId === one.id && entry.source === 'bulk')
                .map(entry => entry.added),
        ).toEqual([1]);
        expect(getDemoDb().bulk.jobs.at(-1)).toMatchObject({ type: 'recordCreate', succeeded: 1, refused: 1, status: 1 });
    });

    it('adds and removes record rows, always keeping one', async () => {
        const [one] = twoZones();
        renderPage();
        fireEvent.change(await screen.findByLabelText(/^域名/), { target: { value: one.domain } });
        await waitFor(() => expect(input('records.0.top')).toBeTruthy());
        const remove = () => screen.getAllByRole('button', { name: '删除这条记录' });
        expect(remove()).toHaveLength(1);
        expect((remove()[0] as HTMLButtonElement).disabled).toBe(true);
        fireEvent.click(screen.getByRole('button', { name: '添加一条记录' }));
        await waitFor(() => expect(input('records.1.top')).toBeTruthy());
        fireEvent.change(input('records.0.top'), { target: { value: 'first' } });
        fireEvent.change(input('records.1.top'), { target: { value: 'second' } });
        expect((await screen.findByTestId('record-create-summary')).textContent).toBe('2 条记录 × 1 个域名 = 共 2 条记录');
        fireEvent.click(remove()[0]);
        await waitFor(() => expect(document.querySelector('[name="records.1.top"]')).toBeNull());
        expect(input('records.0.top').value).toBe('second');
    });
});
