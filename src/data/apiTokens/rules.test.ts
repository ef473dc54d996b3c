import { describe, expect, it } from 'vitest';
import { draftProblems } from './rules';
import type { TokenDraft } from './types';
import { permissionsFromText, permissionsToText } from './scopes';

const NOW = new Date('2026-11-28T12:00:00');
const draft = (over: Partial<TokenDraft> = {}): TokenDraft => ({
    name: 'deploy',
    permissions: { records: 'write' },
    resources: { kind: 'all' },
    allowIps: [],
    expiresAt: '',
    ...over,
});

describe('draftProblems', () => {
    it.each<[string, Partial<TokenDraft>, unknown[]]>([
        ['a good draft', {}, []],
        ['no name', { name: '  ' }, [{ field: 'name', problem: 'required' }]],
        ['a long name', { name: 'x'.repeat(31) }, [{ field: 'name', problem: 'tooLong' }]],
        ['no permission', { permissions: {} }, [{ field: 'permissions', problem: 'none' }]],
        ['no chosen domain', { resources: { kind: 'domains', domains: [] } }, [{ field: 'resources', problem: 'none' }]],
        ['no chosen group', { resources: { kind: 'groups', groupIds: [] } }, [{ field: 'resources', problem: 'none' }]],
        ['a bad address', { allowIps: ['1.2.3.4', 'nope'] }, [{ field: 'allowIps', problem: 'lines', lines: [{ line: 2, text: 'nope', problem: 'invalid' }] }]],
        ['too many addresses', { allowIps: Array.from({ length: 51 }, (_, index) => `10.0.0.${index}`) }, [{ field: 'allowIps', problem: 'tooMany' }]],
        ['an expiry in the past', { expiresAt: '2026-11-28 11:59:59' }, [{ field: 'expiresAt', problem: 'past' }]],
        ['an expiry that is no date', { expiresAt: 'soon' }, [{ field: 'expiresAt', problem: 'invalid' }]],
        ['an expiry ahead', { expiresAt: '2027-01-01 00:00:00' }, []],
    ])('%s', (_name, over, problems) => {
        expect(draftProblems(draft(over), NOW)).toEqual(problems);
    });
});

describe('permissions as text', () => {
    it('round-trips, in table order, dropping unknown areas and levels an area lacks', () => {
        expect(permissionsToText({ statistics: 'read', records: 'write' })).toBe('records:write,statistics:read');
        expect(permissionsFromText('records:write, statistics:read')).toEqual({ records: 'write', statistics: 'read' });
        expect(permissionsFromText('statistics:write,billing:read,records')).toEqual({});
    });
});
