import { describe, expect, it, vi } from 'vitest';
import { logoFor } from './Brand';
import { contactEntries } from './Footer';
import { fittingCount } from './HorizontalMenu';
import { ancestorPaths } from './menuState';
import { autoCollapses, badgeText, deviceOf, sidebarOpenOnEnter, widthRange } from './responsive';
import { startSidebar } from './useResponsiveSidebar';
import { documentTitle } from './WebConfigHead';
import { findRoute } from '../routing/derive';
import { userRoutes } from '../../user/routes';

describe('device classes and the sidebar (SPEC sections 1 and 9)', () => {
    it.each([
        [320, 'phone', false, 'phone'],
        [390, 'phone', false, 'phone'],
        [767, 'phone', false, 'phone'],
        [768, 'pad', true, 'collapsed'],
        [800, 'pad', true, 'collapsed'],
        [991, 'pad', true, 'collapsed'],
        [992, 'pc', true, 'collapsed'],
        [1200, 'pc', true, 'collapsed'],
        [1365, 'pc', true, 'collapsed'],
        [1366, 'pc', false, 'wide'],
        [1600, 'pc', false, 'wide'],
    ] as const)('%i px is a %s; auto-collapse %s', (width, device, collapses, range) => {
        expect(deviceOf(width)).toBe(device);
        expect(autoCollapses(width)).toBe(collapses);
        expect(widthRange(width)).toBe(range);
    });

    it('changes the sidebar only on entering a range', () => {
        // first render: phones and the collapse range close it, a wide screen keeps the stored choice
        expect(sidebarOpenOnEnter(undefined, 'phone')).toBe(false);
        expect(sidebarOpenOnEnter(undefined, 'collapsed')).toBe(false);
        expect(sidebarOpenOnEnter(undefined, 'wide')).toBeUndefined();
        // resizing inside a range leaves the user's toggle alone
        expect(sidebarOpenOnEnter('collapsed', 'collapsed')).toBeUndefined();
        expect(sidebarOpenOnEnter('wide', 'wide')).toBeUndefined();
        // crossing into a range
        expect(sidebarOpenOnEnter('wide', 'collapsed')).toBe(false);
        expect(sidebarOpenOnEnter('collapsed', 'wide')).toBe(true);
        expect(sidebarOpenOnEnter('phone', 'wide')).toBe(true);
        expect(sidebarOpenOnEnter('wide', 'phone')).toBe(false);
    });
});

describe('the unread badge', () => {
    it.each([
        [undefined, ''],
        [null, ''],
        [0, ''],
        [-3, ''],
        [1, '1'],
        [42, '42'],
        [99, '99'],
        [100, '99+'],
        [1234, '99+'],
    ])('%s unread shows "%s"', (count, text) => {
        expect(badgeText(count)).toBe(text);
    });
});

describe('header menu overflow', () => {
    it('keeps every entry when they fit, else leaves room for "more"', () => {
        expect(fittingCount([100, 100, 100], 300, 80)).toBe(3);
        expect(fittingCount([100, 100, 100], 299, 80)).toBe(2);
        expect(fittingCount([100, 100, 100], 200, 80)).toBe(1);
        expect(fittingCount([100, 100, 100], 50, 80)).toBe(0);
    });
});

describe('menu groups of the current page', () => {
    it('opens the group above a page, even one hidden from the menu', () => {
        expect(ancestorPaths(userRoutes, findRoute(userRoutes, '/dns/domain/list/list'))).toEqual(['/dns']);
        expect(ancestorPaths(userRoutes, findRoute(userRoutes, '/message/detail/12'))).toEqual(['/message']);
        expect(ancestorPaths(userRoutes, findRoute(userRoutes, '/dns/domain/list/admin/a.com/1/2/record'))).toEqual(['/dns']);
        // a page inside a frame opens the groups above the frame
        expect(ancestorPaths(userRoutes, findRoute(userRoutes, '/dns/domain/bulk/log'))).toEqual(['/dns']);
        // the dashboard sits at /dns/dashboard but is not inside the /dns group
        expect(ancestorPaths(userRoutes, findRoute(userRoutes, '/dns/dashboard'))).toEqual([]);
        expect(ancestorPaths(userRoutes, undefined)).toEqual([]);
    });
});

describe('web config in the shell', () => {
    it('picks the logo for the header theme, falling back to the other one', () => {
        expect(logoFor({ logoImgLight: 'l.png', logoImgDark: 'd.png' }, 'light')).toBe('l.png');
        expect(logoFor({ logoImgLight: 'l.png', logoImgDark: 'd.png' }, 'dark')).toBe('d.png');
        expect(logoFor({ logoImgLight: '', logoImgDark: 'd.png' }, 'light')).toBe('d.png');
        expect(logoFor({ logoImgLight: 'l.png' }, 'dark')).toBe('l.png');
        expect(logoFor({ logoImgLight: ' ', logoImgDark: '' }, 'light')).toBeUndefined();
        expect(logoFor(undefined, 'light')).toBeUndefined();
    });

    it('lists the contact entries that are filled in, in order, with links', () => {
        expect(contactEntries({ mobile: '400-800-0000', email: 'a@b.cn', qq: '', company: 'X', telegram: '@dnsdesk', skype: 'sk' })).toEqual([
            { key: 'mobile', value: '400-800-0000', href: 'tel:4008000000' },
            { key: 'email', value: 'a@b.cn', href: 'mailto:a@b.cn' },
            { key: 'telegram', value: '@dnsdesk', href: 'https://t.me/dnsdesk' },
            { key: 'skype', value: 'sk', href: 'skype:sk?chat' },
        ]);
        expect(contactEntries(undefined)).toEqual([]);
    });

    it('titles the document "page - site", or the SEO title off the table', () => {
        expect(documentTitle({ page: '递归DNS', siteName: '云解析DNS', seoTitle: '云解析DNS - 智能解析' })).toBe('递归DNS - 云解析DNS');
        expect(documentTitle({ siteName: '云解析DNS', seoTitle: '云解析DNS - 智能解析' })).toBe('云解析DNS - 智能解析');
        expect(documentTitle({ siteName: 'DNS 控制台' })).toBe('DNS 控制台');
    });
});

describe('startSidebar: the sidebar state a page starts with, written before the first render', () => {
    const started = (width: number) => {
        const setItem = vi.fn();
        startSidebar({ setItem }, width);
        return setItem.mock.calls;
    };

    it('closes the phone drawer on a phone (its own key: the desktop choice is kept) and collapses the menu in the auto-collapse range', () => {
        expect(started(390)).toEqual([['sidebar.phoneOpen', false]]);
        expect(started(1200)).toEqual([['sidebar.open', false]]);
    });

    it('leaves the stored choice on a wide screen', () => {
        expect(started(1600)).toEqual([]);
    });
});
