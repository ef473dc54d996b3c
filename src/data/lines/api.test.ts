import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { getDemoDb } from '../../demo/db';
import { issueToken } from '../../demo/http';
import { lineCalls, toLines } from './api';
import { filterLines, isLineGroup } from './lineValue';
import { setupDemoServer } from '../../../tests/support/server';
import { testServices } from '../../../tests/support/services';

const server = setupDemoServer();

afterEach(clearUnreadable);

const provider = () => {
    const services = testServices('user');
    services.session.setToken(issueToken(getDemoDb(), 'user', 1));
    return lineCalls(services.http);
};

describe('lineCalls (docs/dns-api.md "Lines")', () => {
    it('getLineLevel: GET app/dns/line/list?parent=&domain_id=, the root first with 默认 (id 1)', async () => {
        let asked: URLSearchParams | undefined;
        server.events.on('request:start', ({ request }) => {
            if (request.url.includes('app/dns/line/list')) asked = new URL(request.url).searchParams;
        });
        const root = await provider().getLineLevel(0, 7);
        server.events.removeAllListeners();
        expect(asked?.get('parent')).toBe('0');
        expect(asked?.get('domain_id')).toBe('7');
        expect(root[0]).toEqual({ id: 1, name: '默认', startEnd: '100000000-999999999', linetype: 1, child: 0 });
        const telecom = root.find(line => line.name === '电信');
        expect(telecom?.child).toBeGreaterThan(0);
        const children = await provider().getLineLevel(telecom!.id, 7);
        expect(children.map(line => line.name)).toContain('电信_北京');
    });

    it('lookupLineArea: GET app/common/query/line/code/area?keyword= (trimmed), code and area', async () => {
        const rows = await provider().lookupLineArea('  电信 ');
        expect(rows.length).toBeGreaterThan(1);
        expect(rows.every(row => /^\d+-\d+$/.test(row.code) && row.area.includes('电信'))).toBe(true);
    });

    it('a server refusal reaches the caller with its msg', async () => {
        server.use(http.get('*/app/dns/line/list', () => HttpResponse.json({ code: 500, msg: '线路服务暂不可用' })));
        await expect(provider().getLineLevel(0)).rejects.toMatchObject({ message: '线路服务暂不可用' });
    });
});

describe('line helpers', () => {
    it('toLines takes numbers as strings, child as a count, a flag or a boolean; drops junk', () => {
        expect(toLines([{ id: '3', name: '电信', startEnd: '1-2', linetype: '1', child: '31' }, { id: 4, name: 'x', child: true }, null, 'bad'])).toEqual([
            { id: 3, name: '电信', startEnd: '1-2', linetype: 1, child: 31 },
            { id: 4, name: 'x', startEnd: '', linetype: 1, child: 1 },
        ]);
        expect(toLines(undefined)).toEqual([]);
    });

    it('a level that is not a list reads as none, a name that is a number is written out, a child count that is an object as 0; reported', () => {
        expect(toLines('电信,联通')).toEqual([]);
        expect(toLines([{ id: 2, name: 100, child: { n: 3 } }])).toEqual([{ id: 2, name: '100', startEnd: '', linetype: 1, child: 0 }]);
        expect(unreadableSources()).toEqual(['app/dns/line/list']);
    });

    it('groups: a node with children, or 自定义线路 at the root even when empty', () => {
        expect(isLineGroup({ id: 2, name: '电信', startEnd: '', linetype: 1, child: 31 }, true)).toBe(true);
        expect(isLineGroup({ id: 1, name: '默认', startEnd: '', linetype: 1, child: 0 }, true)).toBe(false);
        expect(isLineGroup({ id: 9, name: '自定义线路', startEnd: '', linetype: 2, child: 0 }, true)).toBe(true);
        expect(isLineGroup({ id: 10001, name: '办公网', startEnd: '', linetype: 2, child: 0 }, false)).toBe(false);
    });

    it('filterLines matches the name without case, or the code', () => {
        const lines = toLines([
            { id: 1, name: 'Google', startEnd: '100-199' },
            { id: 2, name: '百度', startEnd: '200-299' },
        ]);
        expect(filterLines(lines, ' goo ').map(line => line.id)).toEqual([1]);
        expect(filterLines(lines, '200').map(line => line.id)).toEqual([2]);
        expect(filterLines(lines, '')).toHaveLength(2);
    });
});
