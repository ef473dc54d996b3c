import { describe, expect, it } from 'vitest';
import { menuTree, type MenuEntry } from './derive';
import { USER_MENU, type UserMenuEntry } from '../../data/appUsers/userMenu';
import { userRoutes } from '../../user/routes';

const shape = (entries: readonly (MenuEntry | UserMenuEntry)[]): unknown[] =>
    entries.map(entry => ({ path: entry.path, title: entry.title.replace(/^routes\./, ''), children: shape(entry.children) }));

describe("the hidden-menu picker's list", () => {
    it("is the user console's whole menu (every custom flag on), paths and titles alike", () => {
        const menu = menuTree(userRoutes, {
            user: { mobile: '1', realnameStatus: 1, unvalidModel: [] },
            power: { realName: 1 },
            exclusiveMode: ['dm', 'am'],
            cdnConfigured: true,
        });
        expect(shape(USER_MENU)).toEqual(shape(menu));
    });
});
