import { http, HttpResponse } from 'msw';
import type { Domain } from '../../src/data/domains/api';
import type { DomainGroup } from '../../src/data/domainGroups/api';

/**
 * A small in-memory domains-and-groups backend answering docs/dns-api.md, for component tests until (and
 * independently of) the demo backend: tests read `state` and `requests` to see what the screen sent.
 */
export const makeDomain = (id: number, domain: string, extra: Partial<Domain> = {}): Domain => ({
    id,
    domain,
    status: 1,
    whoisStatus: 1,
    recordCount: 3,
    remarks: '',
    locked: 0,
    userid: 7,
    nsRecords: '["ns1.dnsconsole.cn","ns2.dnsconsole.cn"]',
    errorInfo: '[]',
    ...extra,
});

export const fakeDomainsBackend = (domains: Domain[], groups: DomainGroup[] = []) => {
    const state = { domains: [...domains], groups: [...groups] };
    const requests: Array<{ path: string; body: Record<string, string> }> = [];
    const ok = (extra: Record<string, unknown> = {}) => HttpResponse.json({ code: 1, msg: 'success', ...extra });
    const fail = (msg: string) => HttpResponse.json({ code: 500, msg });
    const read = async (request: Request): Promise<Record<string, string>> => {
        const text = await request.text();
        if ((request.headers.get('content-type') ?? '').includes('form')) return Object.fromEntries(new URLSearchParams(text));
        return text ? (JSON.parse(text) as Record<string, string>) : {};
    };
    const record = async (path: string, request: Request) => {
        const body = await read(request);
        requests.push({ path, body });
        return body;
    };
    const ids = (value: unknown) =>
        String(value ?? '')
            .split(',')
            .filter(Boolean)
            .map(Number);

    const handlers = [
        http.post('*/app/dns/domain/list', async ({ request }) => {
            const body = await record('domain/list', request);
            const page = Number(body.page ?? 1);
            const limit = Number(body.limit ?? 20);
            const groupId = Number(body.groupId ?? 0);
            const inGroup = groupId ? new Set(ids(state.groups.find(g => g.id === groupId)?.domainIds)) : undefined;
            const list = state.domains.filter(d => (!body.domain || d.domain.includes(body.domain)) && (!inGroup || inGroup.has(d.id)));
            return ok({ data: { list: list.slice((page - 1) * limit, page * limit), totalCount: list.length } });
        }),
        http.get('*/app/dns/domain/info', ({ request }) => {
            const id = Number(new URL(request.url).searchParams.get('id'));
            const found = state.domains.find(d => d.id === id);
            return found ? ok({ data: found }) : fail('域名不存在');
        }),
        http.post('*/app/dns/domain/save', async ({ request }) => {
            const body = await record('domain/save', request);
            if (state.domains.some(d => d.domain === body.domain)) return fail('域名已存在');
            const id = Math.max(0, ...state.domains.map(d => d.id)) + 1;
            state.domains.unshift(makeDomain(id, body.domain, { whoisStatus: 0, recordCount: 0 }));
            return ok({ data: { id } });
        }),
        http.post('*/app/dns/update/domain/status', async ({ request }) => {
            const body = await record('status', request);
            for (const d of state.domains) if (ids(body.domainIds).includes(d.id)) d.status = Number(body.status);
            return ok();
        }),
        http.post('*/app/dns/domain/update/attr', async ({ request }) => {
            const body = await record('attr', request);
            const d = state.domains.find(item => item.id === Number(body.id));
            if (!d) return fail('域名不存在');
            if (body.remarks !== undefined) {
                if (String(body.remarks).includes('bad')) return fail('备注包含敏感词');
                d.remarks = body.remarks;
            }
            if (body.locked !== undefined) d.locked = Number(body.locked);
            return ok();
        }),
        http.post('*/app/dns/batch/delete/domain', async ({ request }) => {
            const body = await record('delete', request);
            state.domains = state.domains.filter(d => !ids(body.ids).includes(d.id));
            return ok();
        }),
        http.post('*/app/dns/domain_group/list', async ({ request }) => {
            await record('group/list', request);
            return ok({ data: { list: state.groups, totalCount: state.groups.length } });
        }),
        http.post('*/app/dns/domain_group/save', async ({ request }) => {
            const body = await record('group/save', request);
            if (!String(body.name ?? '').trim()) return fail('分组名称不能为空');
            if (state.groups.some(g => g.name === body.name && g.id !== Number(body.id))) return fail('分组名称已存在');
            const id = Number(body.id) || Math.max(0, ...state.groups.map(g => g.id)) + 1;
            const group = { id, name: body.name, remark: body.remark, weight: Number(body.weight), domainIds: String(body.domainIds ?? '') };
            state.groups = [...state.groups.filter(g => g.id !== id), group];
            return ok({ data: { id } });
        }),
        http.post('*/app/dns/domain_group/delete', async ({ request }) => {
            const body = await record('group/delete', request);
            state.groups = state.groups.filter(g => !ids(body.ids).includes(g.id));
            return ok();
        }),
        http.get('*/app/dns/domain_group/detail', ({ request }) => {
            const id = Number(new URL(request.url).searchParams.get('id'));
            const group = state.groups.find(g => g.id === id);
            if (!group) return fail('分组不存在');
            const members = new Set(ids(group.domainIds));
            const pick = (d: Domain) => ({ id: d.id, domain: d.domain });
            return ok({
                notIn: state.domains.filter(d => !members.has(d.id)).map(pick),
                data: { ...group, domainInfos: state.domains.filter(d => members.has(d.id)).map(pick) },
            });
        }),
        http.post('*/app/dns/domain_group/move', async ({ request }) => {
            const body = await record('group/move', request);
            const moving = ids(body.domainIds);
            state.groups = state.groups.map(g => {
                const kept = ids(g.domainIds).filter(id => !moving.includes(id));
                return { ...g, domainIds: (g.id === Number(body.groupId) ? [...kept, ...moving] : kept).join(',') };
            });
            return ok();
        }),
    ];
    return { state, requests, handlers };
};
