import { describe, expect, it } from 'vitest';
import { parsePrefix, type ReversePrefix } from '../../validation/ptr';
import { blockHolds, blocksHold } from './blocks';

const prefix = (text: string): ReversePrefix => {
    const parsed = parsePrefix(text);
    if ('error' in parsed) throw new Error(text);
    return parsed.prefix;
};

describe('an assigned block holds a reverse zone', () => {
    it.each([
        ['198.51.100.0/24', '198.51.100.0/24', true],
        ['198.51.100.0/22', '198.51.101.0/24', true],
        ['198.51.100.0/22', '198.51.104.0/24', false],
        ['10.0.0.0/8', '10.44.0.0/16', true],
        ['10.0.0.0/16', '10.0.0.0/8', false],
        ['198.51.100.0/24', '2001:db8::/32', false],
        ['2001:db8::/32', '2001:db8:10::/48', true],
        ['2001:db8::/32', '2001:db9::/32', false],
        ['2001:db8::/48', '2001:db8::/32', false],
        ['not a block', '198.51.100.0/24', false],
        ['198.51.100.0', '198.51.100.0/24', false],
    ])('%s holds %s: %s', (block, zone, held) => expect(blockHolds(block, prefix(zone))).toBe(held));

    it("any of the account's blocks will do; none holds nothing", () => {
        const blocks = [{ block: '192.0.2.0/24' }, { block: '2001:db8::/32' }];
        expect(blocksHold(blocks, prefix('2001:db8:1::/48'))).toBe(true);
        expect(blocksHold(blocks, prefix('203.0.113.0/24'))).toBe(false);
        expect(blocksHold([], prefix('192.0.2.0/24'))).toBe(false);
    });
});
