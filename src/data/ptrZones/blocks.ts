import { parseAddress, parsePrefix, prefixText, type ReversePrefix } from '../../validation/ptr';

/** An address block the administrator assigned to the account: reverse zones may be made inside it only. */
export interface AssignedBlock {
    /** CIDR, e.g. 198.51.100.0/24 or 2001:db8::/32. */
    block: string;
    remark: string;
}

const BITS = { 4: 32, 6: 128 } as const;

/** The network of `value` at `length` bits: its host bits cleared. */
const networkOf = (value: bigint, family: 4 | 6, length: number): bigint => {
    const hostBits = BigInt(BITS[family] - length);
    return (value >> hostBits) << hostBits;
};

/** Whether `block` (any CIDR length) holds the reverse zone's prefix: same family, as long or shorter, same network bits. */
export const blockHolds = (block: string, prefix: ReversePrefix): boolean => {
    const [address, lengthText] = block.trim().split('/');
    const parsed = parseAddress(address);
    const length = Number(lengthText);
    if (!parsed || parsed.family !== prefix.family || !Number.isInteger(length) || length < 0 || length > prefix.length) return false;
    return networkOf(parsed.value, parsed.family, length) === networkOf(prefix.network, prefix.family, length);
};

/** Whether one of the account's blocks holds the prefix. */
export const blocksHold = (blocks: readonly Pick<AssignedBlock, 'block'>[], prefix: ReversePrefix): boolean =>
    blocks.some(({ block }) => blockHolds(block, prefix));

/** The demo's refusal (the server's words) of a zone outside every assigned block. */
export const UNASSIGNED_BLOCK_MSG = '该网段未分配给您的账号：反向解析只能在管理员分配的地址段内添加，请联系管理员分配';

// ---- assigning blocks (the administrator) --------------------------------------------------------------------

/** An assigned block as the administrator lists it: whose, since when, and the reverse zones made inside it. */
export interface AccountBlock extends AssignedBlock {
    id: number;
    userId: number;
    /** When it was assigned. */
    createTime: string;
    /** The prefixes of the account's reverse zones inside the block. */
    zones: string[];
}

/**
 * The lengths a block may have: at least an IPv4 /8 or an IPv6 /16 (no account holds more), and short enough to
 * hold a reverse zone (IPv4 zones are /8, /16 or /24, IPv6 ones end at /124), so a longer block would be useless.
 */
export const BLOCK_LENGTHS = { 4: { min: 8, max: 24 }, 6: { min: 16, max: 124 } } as const;

/** The longest note kept with a block. */
export const BLOCK_REMARK_MAX = 50;

/** A block as numbers (the shape of a reverse prefix, any length). */
export type BlockNetwork = ReversePrefix;

/** A refusal: the key under ptrBlocks.rules and what its message names. */
export interface BlockProblem {
    message: `ptrBlocks.rules.${'required' | 'format' | 'length4' | 'length6' | 'hostBits' | 'duplicate' | 'overlapsOwn' | 'overlapsOther' | 'holdsZones'}`;
    args: Record<string, string>;
}

const problem = (key: string, args: Record<string, string> = {}): BlockProblem => ({ message: `ptrBlocks.rules.${key}` as BlockProblem['message'], args });

/** The block's canonical spelling: 2001:DB8:0::/32 -> 2001:db8::/32. */
export const blockText = ({ family, network, length }: BlockNetwork): string => prefixText({ family, network, length });

/**
 * "198.51.100.0/22" or "2001:db8::/32" -> the block. Refused: empty, not address/length, a length outside
 * BLOCK_LENGTHS, host bits set (the message names the network meant).
 */
export const parseBlock = (typed: string | null | undefined): { block: BlockNetwork } | { error: BlockProblem } => {
    const trimmed = String(typed ?? '').trim();
    if (trimmed === '') return { error: problem('required') };
    const match = /^([^/\s]+)\/(\d{1,3})$/.exec(trimmed);
    const address = match ? parseAddress(match[1]) : undefined;
    if (!match || !address) return { error: problem('format') };
    const length = Number(match[2]);
    const { min, max } = BLOCK_LENGTHS[address.family];
    if (length < min || length > max) return { error: problem(`length${address.family}`, { min: String(min), max: String(max) }) };
    const network = networkOf(address.value, address.family, length);
    if (network !== address.value) return { error: problem('hostBits', { network: blockText({ family: address.family, network, length }) }) };
    return { block: { family: address.family, network, length } };
};

/** Whether two blocks share an address: same family, and the shorter one holds the other's network. */
export const blocksOverlap = (a: BlockNetwork, b: BlockNetwork): boolean => {
    if (a.family !== b.family) return false;
    const length = Math.min(a.length, b.length);
    return networkOf(a.network, a.family, length) === networkOf(b.network, b.family, length);
};

/** An assigned block (any account's) as the rule sees it. */
export type HeldBlock = Pick<AccountBlock, 'userId' | 'block'>;

/**
 * Why `block` cannot be assigned to `userId` beside the blocks already assigned (every account's), or undefined:
 * the same block again, a block overlapping one of the account's own (one block per address), or one overlapping
 * another account's (a reverse zone can be delegated to one account only; `ownerName` names that account).
 */
export const assignmentProblem = (
    block: BlockNetwork,
    userId: number,
    assigned: readonly HeldBlock[],
    ownerName: (userId: number) => string,
): BlockProblem | undefined => {
    for (const held of assigned) {
        const parsed = parseBlock(held.block);
        if ('error' in parsed || !blocksOverlap(block, parsed.block)) continue;
        const heldText = blockText(parsed.block);
        if (held.userId !== userId) return problem('overlapsOther', { block: heldText, account: ownerName(held.userId) });
        return heldText === blockText(block) ? problem('duplicate', { block: heldText }) : problem('overlapsOwn', { block: heldText });
    }
    return undefined;
};

/** The reverse zones (their prefixes) inside the block. */
export const zonesInside = (block: string, zonePrefixes: readonly string[]): string[] =>
    zonePrefixes.filter(zone => {
        const parsed = parsePrefix(zone);
        return !('error' in parsed) && blockHolds(block, parsed.prefix);
    });

/** Why the block cannot be taken back: the account still has reverse zones inside it (named); undefined otherwise. */
export const removalProblem = (block: string, zonePrefixes: readonly string[]): BlockProblem | undefined => {
    const inside = zonesInside(block, zonePrefixes);
    return inside.length ? problem('holdsZones', { block, zones: inside.join(', '), count: String(inside.length) }) : undefined;
};
