import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecordUpdatePage } from './RecordUpdatePage';
import { getDemoDb } from '../../../../demo/db';
import { issueToken } from '../../../../demo/http';
import { renderUserRoute } from '../../../../../tests/support/renderUserRoute';
import { setupDemoServer } from '../../../../../tests/support/server';
import { seedA, twoZones } from '../../../../../tests/support/zones';

const server = setupDemoServer();
const PATH = '/dns/domain/bulk/recordUpdate';
const renderPage = () => renderUserRoute({ token: issueToken(getDemoDb(), 'user', 1), route: PATH, path: PATH, screen: <RecordUpdatePage /> });

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('find and replace', () => {
    it('previews every record that will change, old -> new, and sends nothing', async () => {
        const [one, two] = twoZones();
        const first = seedA(one, 'fr-a', '198.51.100.77');
        seedA(two, 'fr-b', '198.51.100.77');
        const paths: string[] = [];
        server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname));
        renderPage();
        fireEvent.click(await screen.findByLabelText('指定域名'));
        fill(/^域名/, `${one.domain}\n${two.domain}`);
        fill(/^记录值/, '198.51.100.77');
        fill(/^新记录值/, '203.0.113.9');
        fireEvent.click(screen.getByRole('button', { name: '预览' }));
        const preview = await screen.findByTestId('find-replace-preview');
        expect(within(preview).getByText('2 个域名中的 2 条记录将被修改')).toBeTruthy();
        const rows = within(preview).getAllByTestId('preview-row');
        expect(rows.map(row => row.textContent)).toEqual([
            expect.stringContaining('198.51.100.77 -> 203.0.113.9'),
            expect.stringContaining('198.51.100.77 -> 203.0.113.9'),
        ]);
        expect(screen.getByRole('button', { name: '应用 2 处修改' })).toBeTruthy();
        expect(paths.some(path => path.includes('record/changes/apply') || path.includes('batch/update/record'))).toBe(false);
        expect(getDemoDb().records.find(record => record.i === first.i)?.v).toBe('198.51.100.77');
    });

    it('shows a record its type refuses the new value for, and does not offer to send it', async () => {
        const [one] = twoZones();
        seedA(one, 'fr-d', '198.51.100.79');
        renderPage();
        fill(/^记录值/, '198.51.100.79');
        fill(/^新记录值/, 'not-an-ip');
        fireEvent.click(await screen.findByRole('button', { name: '预览' }));
        const preview = await screen.findByTestId('find-replace-preview');
        expect(within(preview).getByText('1 条记录不能使用新值（不会提交）')).toBeTruthy();
        expect(within(preview).getByTestId('preview-row').textContent).toContain('不提交');
        expect(screen.queryByRole('button', { name: /^应用/ })).toBeNull();
    });

    it('asks for something to find and something to replace with', async () => {
        renderPage();
        fireEvent.click(await screen.findByRole('button', { name: '预览' }));
        await screen.findByText('请至少填写一个查找条件（类型、主机记录、记录值或 TTL）');
        expect(screen.getByText('请填写新记录值或新 TTL')).toBeTruthy();
    });

    it('applies the changes as a job and reports them', async () => {
        const [one, two] = twoZones();
        const a = seedA(one, 'fr-c', '198.51.100.78');
        const b = seedA(two, 'fr-c', '198.51.100.78');
        renderPage();
        fill(/^记录值/, '198.51.100.78');
        fill(/^新记录值/, '203.0.113.10');
        fireEvent.click(await screen.findByRole('button', { name: '预览' }));
        fireEvent.click(await screen.findByRole('button', { name: '应用 2 处修改' }));
        await screen.findByTestId('bulk-report');
        await waitFor(() =>
            expect(
                getDemoDb()
                    .records.filter(record => record.i === a.i || record.i === b.i)
                    .map(record => record.v),
            ).toEqual(['203.0.113.10', '203.0.113.10']),
        );
        // one change set per domain in its history, the run one job of the bulk log
        for (const zone of [one, two])
            expect(
                getDemoDb()
                    .changeSets.filter(entry => entry.domainId === zone.id && entry.source === 'bulk')
                    .map(entry => entry.updated),
            ).toEqual([1]);
        expect(getDemoDb().bulk.jobs.at(-1)).toMatchObject({ type: 'recordUpdate', succeeded: 2, refused: 0, status: 1 });
    });
});
