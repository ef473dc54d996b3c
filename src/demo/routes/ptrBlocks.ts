import { PTR_BLOCK_PATHS } from '../../data/ptrBlocks/api';
import { assignmentProblem, BLOCK_REMARK_MAX, blockText, parseBlock, removalProblem, zonesInside, type BlockProblem } from '../../data/ptrZones/blocks';
import { ptrBlocksCn } from '../../i18n/sections/ptrBlocks';
import { nextId } from '../db';
import type { DemoPtrBlock } from '../dns/ptr';
import { idsOf, int, text } from '../fields';
import { DemoError, ok, route } from '../http';
import type { DemoDb } from '../model';
import { paginate } from '../paging';
import { now } from '../time';

/**
 * The address blocks an administrator assigns to an account (designed, data/ptrBlocks/api.ts), checked with the
 * console's rules (data/ptrZones/blocks.ts) and refused in their Chinese words, as a server would.
 */

const refuse = ({ message, args }: BlockProblem): never => {
    const key = message.split('.').pop() as keyof typeof ptrBlocksCn.rules;
    throw new DemoError(ptrBlocksCn.rules[key].replace(/%\{(\w+)\}/g, (whole, name: string) => args[name] ?? whole));
};

const userOf = (db: DemoDb, id: unknown) => {
    const user = db.users.find(row => row.userId === int(id, NaN));
    if (!user) throw new DemoError('用户不存在');
    return user;
};

const usernameOf = (db: DemoDb) => (userId: number) => db.users.find(user => user.userId === userId)?.username ?? `#${userId}`;

/** The account's reverse zones, by prefix. */
const zonePrefixes = (db: DemoDb, userId: number) => db.ptr.zones.filter(zone => zone.userId === userId).map(zone => zone.prefix);

const blockRow = (db: DemoDb, block: DemoPtrBlock) => ({ ...block, zones: zonesInside(block.block, zonePrefixes(db, block.userId)) });

export const ptrBlockRoutes = [
    route.adminPost(PTR_BLOCK_PATHS.list, ({ db, input }) => {
        const user = userOf(db, input.userId);
        const page = paginate(
            db.ptr.blocks.filter(block => block.userId === user.userId),
            input,
            { sidx: 'id', order: 'desc', limit: 20 },
        );
        return ok({ page: { ...page, list: page.list.map(block => blockRow(db, block)) } });
    }),

    route.adminPost(PTR_BLOCK_PATHS.save, ({ db, input }) => {
        const user = userOf(db, input.userId);
        const parsed = parseBlock(text(input.block));
        if ('error' in parsed) return refuse(parsed.error);
        const assignmentRefusal = assignmentProblem(parsed.block, user.userId, db.ptr.blocks, usernameOf(db));
        if (assignmentRefusal) refuse(assignmentRefusal);
        const block: DemoPtrBlock = {
            id: nextId(db.ptr.blocks),
            userId: user.userId,
            block: blockText(parsed.block),
            remark: text(input.remark).slice(0, BLOCK_REMARK_MAX),
            createTime: now(),
        };
        db.ptr.blocks.push(block);
        return ok({ data: blockRow(db, block) });
    }),

    route.adminPost(PTR_BLOCK_PATHS.delete, ({ db, input }) => {
        const ids = new Set(idsOf(input.ids ?? input.id));
        const blocks = db.ptr.blocks.filter(block => ids.has(block.id));
        if (blocks.length === 0) throw new DemoError('地址块不存在');
        for (const block of blocks) {
            const refusal = removalProblem(block.block, zonePrefixes(db, block.userId));
            if (refusal) refuse(refusal);
        }
        db.ptr.blocks = db.ptr.blocks.filter(block => !ids.has(block.id));
        return ok();
    }),
];
