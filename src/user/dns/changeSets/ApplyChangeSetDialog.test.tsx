import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApplyChunk } from '../../../data/changeSets/api';
import type { ChangeSet } from '../../../zone';
import { ApplyChangeSetDialog } from './ApplyChangeSetDialog';
import { content, renderWithAdmin, zoneRecord } from './testing';

const ttlSet = (size: number): ChangeSet => ({
    domain_id: 7,
    domain: 'example.com',
    source: 'batch',
    ops: Array.from({ length: size }, (_, index) => {
        const before = zoneRecord(index + 1, { top: `h${index}` });
        return { op: 'update', before, after: { ...before, ttl: 300 } };
    }),
});

/** Answers every chunk; refuses the operations `refuse` names (by record id), as the server does. */
const chunkServer = (refuse: (id: number) => string | undefined = () => undefined) =>
    vi.fn(async ({ ops, changeSetId }: ApplyChunk) => ({
        changeSetId: changeSetId || 41,
        list: ops.map((op, index) => {
            const id = op.op === 'add' ? 0 : op.before.record_id;
            const msg = refuse(id);
            return { index, code: msg ? 0 : 1, msg: msg ?? '', record_id: id };
        }),
    }));

describe('ApplyChangeSetDialog', () => {
    it('applies 600 changes in two calls with one button carrying the count, then sums up', async () => {
        const user = userEvent.setup();
        const applyChangeChunk = chunkServer();
        const onDone = vi.fn();
        renderWithAdmin(<ApplyChangeSetDialog set={ttlSet(600)} onClose={() => {}} onDone={onDone} />, { applyChangeChunk });
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByTestId('change-set-counts').textContent).toBe('修改 600 条');
        const apply = within(dialog).getByRole('button', { name: '执行 600 项修改' });
        await user.dblClick(apply);
        await waitFor(() => expect(within(dialog).getByTestId('change-set-summary').textContent).toContain('已执行：600'));
        expect(applyChangeChunk).toHaveBeenCalledTimes(2);
        expect(applyChangeChunk.mock.calls.map(([chunk]) => [chunk.ops.length, chunk.changeSetId])).toEqual([
            [500, 0],
            [100, 41],
        ]);
        expect(onDone).toHaveBeenCalledTimes(1);
    });

    it('asks to confirm the warnings before it applies, and sends no refused operation', async () => {
        const user = userEvent.setup();
        const applyChangeChunk = chunkServer();
        const set: ChangeSet = {
            domain_id: 7,
            domain: 'example.com',
            source: 'bulk',
            ops: [
                { op: 'add', after: content({ top: 'x.sub' }) },
                { op: 'add', after: content({ top: 'a', record_type: 'CNAME', value: 'a.example.com' }) },
            ],
        };
        renderWithAdmin(
            <ApplyChangeSetDialog
                set={set}
                warnings={[{ index: 0, problem: { message: 'zoneChecks.belowDelegation', args: { record: 'x.sub A 192.0.2.1', cut: 'sub.example.com' } } }]}
                refusals={[{ index: 1, problem: { message: 'zoneChecks.cnameSelf', args: { name: 'a.example.com' } } }]}
                onClose={() => {}}
            />,
            { applyChangeChunk },
        );
        const dialog = await screen.findByRole('dialog');
        const apply = within(dialog).getByRole('button', { name: '执行 1 项修改' });
        expect((apply as HTMLButtonElement).disabled).toBe(true);
        await user.click(within(dialog).getByRole('checkbox', { name: '我已阅读以上警告，仍要执行' }));
        expect((apply as HTMLButtonElement).disabled).toBe(false);
        await user.click(apply);
        await within(dialog).findByTestId('change-set-summary');
        expect(applyChangeChunk).toHaveBeenCalledTimes(1);
        expect(applyChangeChunk.mock.calls[0][0].ops).toEqual([set.ops[0]]);
    });

    it('groups the refused by reason and retries them in the same history entry', async () => {
        const user = userEvent.setup();
        let refusing = true;
        const applyChangeChunk = chunkServer(id => (refusing && id <= 3 ? (id === 1 ? 'zoneChecks.planTtl' : '记录已被锁定') : undefined));
        renderWithAdmin(<ApplyChangeSetDialog set={ttlSet(5)} onClose={() => {}} />, { applyChangeChunk });
        const dialog = await screen.findByRole('dialog');
        await user.click(within(dialog).getByRole('button', { name: '执行 5 项修改' }));
        const summary = await within(dialog).findByTestId('change-set-summary');
        expect(summary.textContent).toContain('已执行：2');
        expect(summary.textContent).toContain('被拒绝：3');
        expect(
            within(summary)
                .getAllByRole('listitem')
                .map(item => item.textContent),
        ).toEqual(['记录已被锁定（2）', expect.stringContaining('（1）')]);
        refusing = false;
        await user.click(within(dialog).getByRole('button', { name: '重试被拒绝的修改（3）' }));
        await waitFor(() => expect(within(dialog).getByTestId('change-set-summary').textContent).toContain('已执行：3'));
        const retry = applyChangeChunk.mock.calls[1][0];
        expect(retry.changeSetId).toBe(41);
        expect(retry.ops.map(op => (op.op === 'add' ? 0 : op.before.record_id))).toEqual([1, 2, 3]);
    });

    it('cancels: the chunk in flight finishes, the rest is not sent', async () => {
        const user = userEvent.setup();
        let release = () => {};
        const server = chunkServer();
        const applyChangeChunk = vi.fn(async (chunk: ApplyChunk) => {
            await new Promise<void>(resolve => (release = resolve));
            return server(chunk);
        });
        renderWithAdmin(<ApplyChangeSetDialog set={ttlSet(1200)} onClose={() => {}} />, { applyChangeChunk });
        const dialog = await screen.findByRole('dialog');
        await user.click(within(dialog).getByRole('button', { name: '执行 1200 项修改' }));
        await within(dialog).findByTestId('change-set-progress');
        await user.click(within(dialog).getByRole('button', { name: '取消' }));
        release();
        const summary = await within(dialog).findByTestId('change-set-summary');
        expect(summary.textContent).toContain('已执行：500');
        expect(summary.textContent).toContain('未发送：700');
        expect(applyChangeChunk).toHaveBeenCalledTimes(1);
    });
});
