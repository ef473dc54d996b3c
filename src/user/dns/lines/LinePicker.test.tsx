import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../i18n/provider';
import { DEFAULT_LINE_VALUE } from '../../../data/lines/lineValue';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderLineInput } from './renderLineInput';

const server = setupDemoServer();

const field = () => screen.getByRole('combobox', { name: '线路' });
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const formValue = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as Record<string, unknown> | null;
const openPicker = async () => {
    const user = userEvent.setup();
    await user.click(field());
    const dialog = await screen.findByRole('dialog', { name: '选择线路' });
    await within(dialog).findByRole('menuitem', { name: '默认' });
    return { user, dialog };
};

describe('LinePicker / LineInput', () => {
    it('shows 默认 when the form has no line, and the line name when it has one', () => {
        const first = renderLineInput();
        expect(valueOf(field())).toBe('默认');
        first.unmount();
        renderLineInput({ line: { record_line_id: '12', record_line_name: '联通_上海', record_line: '1', linetype: 1 } });
        expect(valueOf(field())).toBe('联通_上海');
        expect(field().getAttribute('data-line-id')).toBe('12');
    });

    it('names the default line in the language shown when the form has no line', async () => {
        await i18nProvider.changeLocale('en');
        try {
            renderLineInput();
            expect(valueOf(await screen.findByRole('combobox', { name: 'Line' }))).toBe('Default');
        } finally {
            await i18nProvider.changeLocale('cn');
        }
    });

    it('lists the root level and picks a line inside a group through the breadcrumb', async () => {
        renderLineInput({ line: DEFAULT_LINE_VALUE });
        const { user, dialog } = await openPicker();
        for (const name of ['默认']) expect(within(dialog).getByRole('menuitem', { name })).toBeTruthy();
        for (const name of ['电信', '境内', '境外', '自定义线路']) expect(within(dialog).getByRole('menuitem', { name: `${name}：查看下级线路` })).toBeTruthy();
        await user.click(within(dialog).getByRole('menuitem', { name: '电信：查看下级线路' }));
        await within(dialog).findByRole('menuitem', { name: '电信_北京' });
        expect(within(dialog).getByRole('button', { name: '线路' })).toBeTruthy();
        await user.click(within(dialog).getByRole('menuitem', { name: '电信_广东' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(valueOf(field())).toBe('电信_广东');
        expect(formValue()).toMatchObject({ record_line_name: '电信_广东', linetype: 1 });
        expect(formValue()?.record_line).toMatch(/^\d+-\d+$/);
        expect(Number(formValue()?.record_line_id)).toBeGreaterThan(1);
    });

    it('picks a group as a whole, and goes back up through the breadcrumb', async () => {
        renderLineInput();
        const { user, dialog } = await openPicker();
        await user.click(within(dialog).getByRole('menuitem', { name: '境外：查看下级线路' }));
        await user.click(await within(dialog).findByRole('menuitem', { name: '亚洲：查看下级线路' }));
        await within(dialog).findByRole('menuitem', { name: '日本' });
        await user.click(within(dialog).getByRole('button', { name: '境外' }));
        await user.click(await within(dialog).findByRole('menuitem', { name: '境外（全部）' }));
        expect(valueOf(field())).toBe('境外');
    });

    it('filters the level by the search text, and Enter picks the only match', async () => {
        renderLineInput();
        const { user, dialog } = await openPicker();
        await user.click(within(dialog).getByRole('menuitem', { name: '境内：查看下级线路' }));
        await within(dialog).findByRole('menuitem', { name: '北京' });
        const search = within(dialog).getByRole('textbox', { name: '搜索本级及下级线路' });
        await user.type(search, '广');
        expect(
            within(dialog)
                .getAllByRole('menuitem')
                .map(item => item.textContent),
        ).toEqual(['广东', '广西']);
        await user.type(search, '西');
        expect(
            within(dialog)
                .getAllByRole('menuitem')
                .map(item => item.textContent),
        ).toEqual(['广西']);
        await user.keyboard('{Enter}');
        expect(valueOf(field())).toBe('广西');
    });

    it('finds a line anywhere below the level, shown with its path, and opens or picks it (cn)', async () => {
        renderLineInput();
        const { user, dialog } = await openPicker();
        await user.type(within(dialog).getByRole('textbox', { name: '搜索本级及下级线路' }), '江苏');
        const jiangsu = await within(dialog).findByRole('menuitem', { name: '境内 › 江苏' });
        expect(jiangsu.textContent).toBe('江苏境内');
        expect(within(dialog).getByRole('menuitem', { name: '电信 › 电信_江苏' })).toBeTruthy();
        await user.click(jiangsu);
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(valueOf(field())).toBe('江苏');
        expect(formValue()).toMatchObject({ record_line_name: '江苏' });
        // a group found deeper opens where it is, its path in the breadcrumb
        await user.click(field());
        const again = await screen.findByRole('dialog', { name: '选择线路' });
        await user.type(within(again).getByRole('textbox', { name: '搜索本级及下级线路' }), '欧洲');
        await user.click(await within(again).findByRole('menuitem', { name: '境外 › 欧洲：查看下级线路' }));
        expect(await within(again).findByRole('menuitem', { name: '德国' })).toBeTruthy();
        expect(within(within(again).getByRole('navigation')).getByRole('button', { name: '境外' })).toBeTruthy();
    });

    it('finds a line below the level by its English name', async () => {
        await i18nProvider.changeLocale('en');
        try {
            renderLineInput();
            const user = userEvent.setup();
            await user.click(await screen.findByRole('combobox', { name: 'Line' }));
            const dialog = await screen.findByRole('dialog');
            await within(dialog).findByRole('menuitem', { name: 'Default' });
            await user.type(within(dialog).getByRole('textbox', { name: 'Search lines here and below' }), 'jiangsu');
            const found = await within(dialog).findAllByRole('menuitem', { name: /Jiangsu$/ });
            expect(found.map(item => item.getAttribute('aria-label'))).toContain('China Telecom › China Telecom · Jiangsu');
        } finally {
            await i18nProvider.changeLocale('cn');
        }
    });

    it('says when nothing matches', async () => {
        renderLineInput();
        const { user, dialog } = await openPicker();
        await user.type(within(dialog).getByRole('textbox', { name: '搜索本级及下级线路' }), '火星');
        expect(within(dialog).getByText('本级及下级没有与“火星”匹配的线路')).toBeTruthy();
    });

    it('works with the keyboard: ↓ opens, → enters a group, ← goes up, Esc closes', async () => {
        renderLineInput();
        const user = userEvent.setup();
        field().focus();
        await user.keyboard('{ArrowDown}');
        const dialog = await screen.findByRole('dialog');
        await within(dialog).findByRole('menuitem', { name: '默认' });
        await user.keyboard('{ArrowDown}');
        expect(document.activeElement?.textContent).toBe('默认');
        await user.keyboard('{ArrowDown}');
        expect(document.activeElement?.getAttribute('aria-label')).toBe('电信：查看下级线路');
        await user.keyboard('{ArrowRight}');
        await within(dialog).findByRole('menuitem', { name: '电信_北京' });
        await waitFor(() => expect(document.activeElement?.textContent).toBe('电信（全部）'));
        await user.keyboard('{ArrowDown}{ArrowLeft}');
        await within(dialog).findByRole('menuitem', { name: '默认' });
        await waitFor(() => expect(document.activeElement?.textContent).toBe('默认'));
        await user.click(within(dialog).getByRole('menuitem', { name: '境内：查看下级线路' }));
        await within(dialog).findByRole('menuitem', { name: '北京' });
        expect(document.activeElement?.getAttribute('aria-label')).toBe('搜索本级及下级线路');
        await user.keyboard('{Backspace}');
        await within(dialog).findByRole('menuitem', { name: '默认' });
        await user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(valueOf(field())).toBe('默认');
    });

    it('loads a level once and serves it from the cache the next time', async () => {
        const parents: string[] = [];
        server.events.on('request:start', ({ request }) => {
            const url = new URL(request.url);
            if (url.pathname.endsWith('app/dns/line/list')) parents.push(url.searchParams.get('parent') ?? '');
        });
        renderLineInput();
        const { user } = await openPicker();
        await user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await openPicker();
        expect(parents).toEqual(['0']);
        server.events.removeAllListeners();
    });

    it('as a filter: empty is "all lines", which can be chosen again', async () => {
        renderLineInput({ clearable: true, line: { record_line_id: 1, record_line_name: '默认' } });
        expect(valueOf(field())).toBe('默认');
        const { user, dialog } = await openPicker();
        await user.click(within(dialog).getByRole('menuitem', { name: '全部线路' }));
        expect(valueOf(field())).toBe('全部线路');
        expect(formValue()).toBeNull();
    });

    it('shows the custom lines under 自定义线路, or says how to add them', async () => {
        server.use(
            http.get('*/app/dns/line/list', ({ request }) => {
                const parent = new URL(request.url).searchParams.get('parent');
                const data =
                    parent === '0'
                        ? [
                              { id: 1, name: '默认', startEnd: '100000000-999999999', linetype: 1, child: 0 },
                              { id: 900, name: '自定义线路', startEnd: '210000000-219999999', linetype: 2, child: 0 },
                          ]
                        : [];
                return HttpResponse.json({ code: 1, msg: 'success', data });
            }),
        );
        renderLineInput();
        const { user, dialog } = await openPicker();
        await user.click(within(dialog).getByRole('menuitem', { name: '自定义线路：查看下级线路' }));
        expect(await within(dialog).findByText('还没有自定义线路：请在域名的“自定义线路”页面添加')).toBeTruthy();
        expect(within(dialog).queryByRole('menuitem', { name: '自定义线路（全部）' })).toBeNull();
    });

    it('in English, shows the standard lines by their English names, searches them, and keeps custom lines’ own names', async () => {
        server.use(
            http.get('*/app/dns/line/list', ({ request }) => {
                const parent = new URL(request.url).searchParams.get('parent');
                const data =
                    parent === '0'
                        ? [
                              { id: 1, name: '默认', startEnd: '100000000-999999999', linetype: 1, child: 0 },
                              { id: 2, name: '电信', startEnd: '110000000-119999999', linetype: 1, child: 2 },
                              { id: 900, name: '自定义线路', startEnd: '210000000-219999999', linetype: 2, child: 2 },
                          ]
                        : parent === '2'
                          ? [
                                { id: 3, name: '电信_北京', startEnd: '110100000-110199999', linetype: 1, child: 0 },
                                { id: 4, name: '电信_广东', startEnd: '110200000-110299999', linetype: 1, child: 0 },
                            ]
                          : [
                                { id: 10001, name: '北京', startEnd: '210010001-210010001', linetype: 2, child: 0 },
                                { id: 10002, name: '办公网', startEnd: '210010002-210010002', linetype: 2, child: 0 },
                            ];
                return HttpResponse.json({ code: 1, msg: 'success', data });
            }),
        );
        await i18nProvider.changeLocale('en');
        try {
            renderLineInput({ line: { record_line_id: '3', record_line_name: '电信_北京', record_line: '110100000-110199999', linetype: 1 } });
            const picker = await screen.findByRole('combobox', { name: 'Line' });
            expect(valueOf(picker)).toBe('China Telecom · Beijing');
            const user = userEvent.setup();
            await user.click(picker);
            const dialog = await screen.findByRole('dialog');
            await within(dialog).findByRole('menuitem', { name: 'Default' });
            await user.click(within(dialog).getByRole('menuitem', { name: /^China Telecom/ }));
            await within(dialog).findByRole('menuitem', { name: 'China Telecom · Guangdong' });
            expect(within(dialog).getByText('All of China Telecom')).toBeTruthy();
            await user.type(within(dialog).getByRole('textbox'), 'guang');
            expect(
                within(dialog)
                    .getAllByRole('menuitem')
                    .map(item => item.textContent),
            ).toEqual(['China Telecom · Guangdong']);
            await user.click(within(dialog).getByRole('button', { name: 'Lines' }));
            await user.click(await within(dialog).findByRole('menuitem', { name: /^Custom lines/ }));
            // a custom line named like a standard one keeps its own name
            expect(await within(dialog).findByRole('menuitem', { name: '北京' })).toBeTruthy();
            expect(within(dialog).getByRole('menuitem', { name: '办公网' })).toBeTruthy();
        } finally {
            await i18nProvider.changeLocale('cn');
        }
    });

    it('shows the server msg when a level fails, and retries', async () => {
        let calls = 0;
        server.use(
            http.get('*/app/dns/line/list', () => {
                calls += 1;
                return calls === 1
                    ? HttpResponse.json({ code: 500, msg: '线路服务暂不可用' })
                    : HttpResponse.json({ code: 1, msg: 'success', data: [{ id: 1, name: '默认', startEnd: '100000000-999999999', linetype: 1, child: 0 }] });
            }),
        );
        renderLineInput();
        const user = userEvent.setup();
        await user.click(field());
        const dialog = await screen.findByRole('dialog');
        expect(await within(dialog).findByText('线路服务暂不可用')).toBeTruthy();
        await user.click(within(dialog).getByRole('button', { name: '重试' }));
        expect(await within(dialog).findByRole('menuitem', { name: '默认' })).toBeTruthy();
    });
});
