// The line calls of src/data/lines (the resolution line tree, the code/area lookup) and src/data/customLines (the
// user's own lines): one file, as the tree lists the user's lines under its custom root.
import { nextId } from '../db';
import { logOperation, NO_DOMAIN } from '../dns/access';
import { CUSTOM_LINE_ID_BASE, CUSTOM_ROOT, customLineCode, LINES, officialChildren } from '../dns/lineTree';
import { idsOf, int, text } from '../fields';
import { DemoError, ok, route, type AuthedContext } from '../http';
import type { DemoCustomLine } from '../model';
import { paginate } from '../paging';
import { now } from '../time';
import { domainPagesCn } from '../../i18n/sections/domainPages';
import { LINE_NAME_MAX, lineRangeMessage, normaliseLineRanges, parseLineRanges, type LineRangeError } from '../../validation/lineRanges';

/** A line-range problem as the Chinese text a real server would put in `msg` (the console's own message). */
const rangeText = (error: LineRangeError): string => {
    const { message, args } = lineRangeMessage(error);
    const key = message.replace(/^domainPages\.line\.ranges\./, '') as keyof typeof domainPagesCn.line.ranges;
    return (domainPagesCn.line.ranges[key] ?? message).replace(/%\{(\w+)\}/g, (whole, name: string) => String(args[name] ?? whole));
};

/**
 * A custom line's ranges, checked by the console's own rules (src/validation/lineRanges.ts: one address, "a-b"
 * range or CIDR block per line, IPv4 or IPv6, start <= end, none repeated or overlapping, at most MAX_LINE_RANGES); the first problem is the
 * answer. Answers the content as stored.
 */
const checkedContent = (value: unknown): string => {
    const content = text(value);
    const { errors } = parseLineRanges(content);
    if (errors.length) throw new DemoError(rangeText(errors[0]));
    return normaliseLineRanges(content);
};

const ownLines = ({ db, session }: AuthedContext): DemoCustomLine[] => db.customLines.filter(line => line.userId === session.userId);

const wireLine = (line: DemoCustomLine) => ({ id: line.id, name: line.name, startEnd: customLineCode(line.id), linetype: 2, child: 0 });

export const lineRoutes = [
    route.userGet('app/dns/line/list', context => {
        const parent = int(context.input.parent, 0);
        if (parent === CUSTOM_ROOT.id) return ok({ data: ownLines(context).map(wireLine) });
        const level = officialChildren(parent).map(line => ({
            id: line.id,
            name: line.name,
            startEnd: line.startEnd,
            linetype: line.linetype,
            child: line.id === CUSTOM_ROOT.id ? ownLines(context).length : officialChildren(line.id).length,
        }));
        return ok({ data: level });
    }),

    route.userPost('app/dns/GetUserDefindLineList', context => {
        const name = text(context.input.name).toLowerCase();
        const rows = ownLines(context).filter(line => !name || line.name.toLowerCase().includes(name));
        const page = paginate(rows, context.input, { sidx: 'id', order: 'desc', limit: 20 });
        return ok({ data: { ...page, list: page.list.map(({ id, name: lineName, content, createTime }) => ({ id, name: lineName, content, createTime })) } });
    }),

    route.userPost('app/dns/defindLine/set', context => {
        const { db, session, input } = context;
        const id = int(input.id, 0);
        const existing = id > 0 ? ownLines(context).find(line => line.id === id) : undefined;
        if (id > 0 && !existing) throw new DemoError('线路不存在');
        const name = text(input.name);
        if (!name) throw new DemoError('线路名称不能为空');
        if (name.length > LINE_NAME_MAX) throw new DemoError(`线路名称不能超过${LINE_NAME_MAX}个字符`);
        if (ownLines(context).some(line => line.name === name && line !== existing)) throw new DemoError('线路名称已存在');
        const content = checkedContent(input.content);
        if (existing) {
            Object.assign(existing, { name, content });
            logOperation(context, NO_DOMAIN, '修改自定义线路', name);
            return ok({ data: { id } });
        }
        const line: DemoCustomLine = { id: Math.max(CUSTOM_LINE_ID_BASE, nextId(db.customLines)), userId: session.userId, name, content, createTime: now() };
        db.customLines.push(line);
        logOperation(context, NO_DOMAIN, '添加自定义线路', name);
        return ok({ data: { id: line.id } });
    }),

    route.userPost('app/dns/defindLine/delete', context => {
        const { db, input, body } = context;
        const ids = new Set(idsOf(Array.isArray(body) ? body : input));
        if (ids.size === 0) throw new DemoError('请选择要删除的数据');
        const mine = ownLines(context).filter(line => ids.has(line.id));
        if (mine.length !== ids.size) throw new DemoError('线路不存在');
        const used = mine.find(line => db.records.some(record => record.l === line.id));
        if (used) throw new DemoError(`线路「${used.name}」正被解析记录使用，请先修改或删除这些记录`);
        db.customLines = db.customLines.filter(line => !ids.has(line.id));
        logOperation(context, NO_DOMAIN, '删除自定义线路', mine.map(line => line.name).join('、'));
        return ok();
    }),

    route.get('app/common/query/line/code/area', ({ input }) => {
        const keyword = text(input.keyword).toLowerCase();
        const rows = LINES.filter(line => !keyword || line.startEnd.includes(keyword) || line.name.toLowerCase().includes(keyword));
        return ok({ data: rows.map(line => ({ code: line.startEnd, area: line.name })) });
    }),
];
