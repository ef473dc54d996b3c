import { describe, expect, it } from 'vitest';
import { recordFilters } from './recordFilters';

const options = { domainId: 7, domain: 'example.com', hostPlaceholder: '搜索主机记录' };
const shown = (compact: boolean) =>
    recordFilters({ ...options, compact })
        .filter(element => (element.props as { alwaysOn?: boolean }).alwaysOn)
        .map(element => (element.props as { source: string }).source);

describe('the record filters', () => {
    it('shows host, type, line, value and status on a wide screen; the remark behind the filter button', () => {
        expect(shown(false)).toEqual(['top', 'record_type', 'line', 'value', 'status']);
        expect(recordFilters({ ...options, compact: false }).map(element => (element.props as { source: string }).source)).toContain('remark');
    });

    it('keeps only the host search on screen on a phone, the others behind the filter button', () => {
        expect(shown(true)).toEqual(['top']);
        expect(recordFilters({ ...options, compact: true }).map(element => (element.props as { source: string }).source)).toEqual([
            'top',
            'record_type',
            'line',
            'value',
            'status',
            'remark',
        ]);
    });
});
