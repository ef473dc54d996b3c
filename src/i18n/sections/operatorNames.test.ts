import { describe, expect, it } from 'vitest';
import { cn } from '../cn';
import { en } from '../en';
import { adminRouteTitlesCn, adminRouteTitlesEn } from './adminRouteTitles';
import { operationCn, operationEn } from './operation';

describe("the admin console's names", () => {
    it.each([
        ['cn', cn, adminRouteTitlesCn, operationCn],
        ['en', en, adminRouteTitlesEn, operationEn],
    ] as const)('%s: one name for one thing in the side menu, the avatar menu and the page', (_locale, core, routes, operation) => {
        expect(core.layout.userMenu.manualRecharge).toBe(routes.manualRecharge);
        expect(core.layout.userMenu.accounts).toBe(routes.accounts);
        expect(operation.users.title).toBe(routes.accounts);
        expect(operation.users.back).toBe(routes.accounts);
    });

    it("keeps the spec's names in Chinese: 人工充值 and 账号管理", () => {
        expect(adminRouteTitlesCn.manualRecharge).toBe('人工充值');
        expect(adminRouteTitlesCn.accounts).toBe('账号管理');
    });

    it('fits every English side-menu entry in the 220 px menu (at most 18 characters)', () => {
        const long = Object.values(adminRouteTitlesEn).filter(title => title.length > 18);
        expect(long).toEqual([]);
    });
});
