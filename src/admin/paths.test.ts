import { describe, expect, it } from 'vitest';
import { ADMIN_PATTERNS, adminPaths } from './paths';
import { adminRoutes } from './routes';
import { builtPaths, landingEntry, tablePaths, type BuilderSamples } from '../../tests/support/tablePaths';

const samples: BuilderSamples<typeof adminPaths> = {
    accounts: [[]],
    accountDetail: [[5]],
    manualRecharge: [[], [5]],
    messages: [[]],
    messageCreate: [[]],
    messageEdit: [[3]],
};

describe('the admin console paths', () => {
    it.each(builtPaths(adminPaths, samples))('%s builds %s, a page of the route table', (_, path) => {
        expect(landingEntry(adminRoutes, path)).toBeDefined();
    });

    it.each(Object.entries(ADMIN_PATTERNS))('the %s pattern %s is a path of the route table', (_, pattern) => {
        expect(tablePaths(adminRoutes)).toContain(pattern);
    });

    it('builds the addresses the screens linked to before', () => {
        expect(adminPaths.accountDetail(5)).toBe('/operation/users/5');
        expect(adminPaths.manualRecharge()).toBe('/operation/recharge');
        expect(adminPaths.manualRecharge(5)).toBe('/operation/recharge?userId=5');
        expect(adminPaths.messageCreate()).toBe('/message/list/create');
        expect(adminPaths.messageEdit(3)).toBe('/message/list/3');
    });
});
