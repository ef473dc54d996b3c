import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChangeOp } from '../../../zone';
import { ChangeSetDiff, DIFF_PAGE } from './ChangeSetDiff';
import { content, renderWithAdmin, zoneRecord } from './testing';

describe('ChangeSetDiff', () => {
    it('shows an add, the changed fields of an update (old → new) and a delete, with the counts', () => {
        const before = zoneRecord(2, { top: 'mail', record_type: 'MX', value: 'mx1.example.com', mx: 10, weight: 1 });
        const ops: ChangeOp[] = [
            { op: 'add', after: content({ top: 'api', value: '192.0.2.9', ttl: 300 }) },
            {
                op: 'update',
                before,
                after: { ...before, ttl: 3600, mx: 20, weight: 5, record_line_id: '7', record_line_name: '电信', status: 3 },
            },
            { op: 'delete', before: zoneRecord(3, { top: 'old' }) },
        ];
        renderWithAdmin(<ChangeSetDiff ops={ops} unchanged={40} />);
        expect(screen.getByTestId('change-set-counts').textContent).toBe('新增 1 条 · 修改 1 条 · 删除 1 条 · 未变 40 条');
        expect(within(screen.getByTestId('change-set-add')).getByText(/api A 192\.0\.2\.9/)).toBeTruthy();
        expect(within(screen.getByTestId('change-set-add')).getByText(/TTL 300/)).toBeTruthy();
        const changed = screen.getByTestId('change-set-update');
        const field = (name: string) => changed.querySelector(`[data-field="${name}"]`)?.textContent;
        expect(field('ttl')).toBe('TTL: 600 → 3600');
        expect(field('mx')).toBe('MX 优先级: 10 → 20');
        expect(field('weight')).toBe('权重: 1 → 5');
        expect(field('record_line_id')).toBe('线路: 默认 → 电信');
        expect(field('status')).toBe('状态: 正常 → 暂停');
        expect(field('value')).toBeUndefined();
        expect(within(screen.getByTestId('change-set-delete')).getByText(/old A 192\.0\.2\.1/)).toBeTruthy();
    });

    it('counts a pause as a pause', () => {
        const before = zoneRecord(1);
        renderWithAdmin(<ChangeSetDiff ops={[{ op: 'update', before, after: { ...before, status: 3 } }]} />);
        expect(screen.getByTestId('change-set-counts').textContent).toBe('暂停 1 条');
    });

    it('shows refusals and warnings with the record and the line of the file', () => {
        const ops: ChangeOp[] = [
            { op: 'add', after: content({ top: 'a', record_type: 'CNAME', value: 'a.example.com' }) },
            { op: 'add', after: content({ top: 'x.sub' }) },
        ];
        renderWithAdmin(
            <ChangeSetDiff
                ops={ops}
                refusals={[{ index: 0, problem: { message: 'zoneChecks.cnameSelf', args: { name: 'a.example.com' } } }]}
                warnings={[{ index: 1, problem: { message: 'zoneChecks.belowDelegation', args: { record: 'x.sub A 192.0.2.1', cut: 'sub.example.com' } } }]}
                lineOf={index => index + 3}
            />,
        );
        const refusals = screen.getByTestId('change-set-refusals');
        expect(refusals.textContent).toContain('CNAME 记录不能指向自身（a.example.com）');
        expect(refusals.textContent).toContain('a CNAME a.example.com');
        expect(refusals.textContent).toContain('第 3 行');
        const warnings = screen.getByTestId('change-set-warnings');
        expect(warnings.textContent).toContain('不会被解析');
        expect(warnings.textContent).toContain('第 4 行');
    });

    it('renders a page of rows for 5 000 operations and shows more on demand', async () => {
        const user = userEvent.setup();
        const ops: ChangeOp[] = Array.from({ length: 5000 }, (_, index) => {
            const before = zoneRecord(index + 1, { top: `h${index}` });
            return { op: 'update', before, after: { ...before, ttl: 300 } };
        });
        renderWithAdmin(<ChangeSetDiff ops={ops} />);
        const changed = screen.getByTestId('change-set-update');
        expect(changed.querySelectorAll('[data-op="update"]')).toHaveLength(DIFF_PAGE);
        expect(within(changed).getByText(`还有 ${5000 - DIFF_PAGE} 条`)).toBeTruthy();
        await user.click(within(changed).getByRole('button', { name: '显示更多' }));
        expect(changed.querySelectorAll('[data-op="update"]')).toHaveLength(2 * DIFF_PAGE);
    });
});
