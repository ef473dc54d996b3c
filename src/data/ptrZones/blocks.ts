import { parseAddress, type ReversePrefix } from '../../validation/ptr';

/** An address block the administrator assigned to the account: reverse zones may be made inside it only. */
export interface AssignedBlock {
    /** CIDR, e.g. 198.51.100.0/24 or 2001:db8::/32. */
    block: string;
    remark: string;
}

const BITS = { 4: 32, 6: 128 } as const;

/** Whether `block` (any CIDR length) holds the reverse zone's prefix: same family, as long or shorter, same network bits. */
export const blockHolds = (block: string, prefix: ReversePrefix): boolean => {
    const [address, lengthText] = block.trim().split('/');
    const parsed = parseAddress(address);
    const length = Number(lengthText);
    if (!parsed || parsed.family !== prefix.family || !Number.isInteger(length) || length < 0 || length > prefix.length) return false;
    const shift = BigInt(BITS[parsed.family] - length);
    return BigInt(parsed.value) >> shift === BigInt(prefix.network) >> shift;
};

/** Whether one of the account's blocks holds the prefix. */
export const blocksHold = (blocks: readonly Pick<AssignedBlock, 'block'>[], prefix: ReversePrefix): boolean =>
    blocks.some(({ block }) => blockHolds(block, prefix));

/** The demo's refusal (the server's words) of a zone outside every assigned block. */
export const UNASSIGNED_BLOCK_MSG = '该网段未分配给您的账号：反向解析只能在管理员分配的地址段内添加，请联系管理员分配';
