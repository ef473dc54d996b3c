import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignmentProblem, blocksOverlap, blockText, parseBlock, removalProblem, type BlockNetwork } from './blocks';

const block = (text: string): BlockNetwork => {
    const parsed = parseBlock(text);
    if ('error' in parsed) throw new Error(text);
    return parsed.block;
};
const refusal = (text: string) => {
    const parsed = parseBlock(text);
    return 'error' in parsed ? parsed.error : undefined;
};

describe('a block the administrator types', () => {
    it.each([
        ['198.51.100.0/22', '198.51.100.0/22'],
        [' 10.0.0.0/8 ', '10.0.0.0/8'],
        ['2001:DB8:0::/32', '2001:db8::/32'],
        ['2001:db8:ab00::/40', '2001:db8:ab00::/40'],
    ])('%s is the block %s', (typed, canonical) => expect(blockText(block(typed))).toBe(canonical));

    it.each([
        ['', 'ptrBlocks.rules.required', {}],
        ['198.51.100.0', 'ptrBlocks.rules.format', {}],
        ['198.51.100.300/24', 'ptrBlocks.rules.format', {}],
        ['example.com/24', 'ptrBlocks.rules.format', {}],
        ['10.0.0.0/7', 'ptrBlocks.rules.length4', { min: '8', max: '24' }],
        ['198.51.100.0/25', 'ptrBlocks.rules.length4', { min: '8', max: '24' }],
        ['2001::/12', 'ptrBlocks.rules.length6', { min: '16', max: '124' }],
        ['2001:db8::/126', 'ptrBlocks.rules.length6', { min: '16', max: '124' }],
        ['198.51.100.7/22', 'ptrBlocks.rules.hostBits', { network: '198.51.100.0/22' }],
        ['2001:db8::1/32', 'ptrBlocks.rules.hostBits', { network: '2001:db8::/32' }],
    ])('%s is refused: %s', (typed, message, args) => expect(refusal(typed)).toEqual({ message, args }));
});

describe('blocks overlap', () => {
    it.each([
        ['10.0.0.0/8', '10.44.0.0/16', true],
        ['10.44.0.0/16', '10.0.0.0/8', true],
        ['198.51.100.0/22', '198.51.103.0/24', true],
        ['198.51.100.0/22', '198.51.104.0/24', false],
        ['198.51.100.0/24', '198.51.101.0/24', false],
        ['10.0.0.0/8', '2001:db8::/32', false],
        ['2001:db8::/32', '2001:db8:ff00::/40', true],
        ['2001:db8::/32', '2001:db9::/32', false],
    ])('%s and %s: %s', (a, b, overlap) => expect(blocksOverlap(block(a), block(b))).toBe(overlap));

    // an independent definition: two address ranges [first, last] share an address
    const ipv4Block = fc.record({ value: fc.bigInt({ min: 0n, max: 2n ** 32n - 1n }), length: fc.integer({ min: 8, max: 24 }) }).map(({ value, length }) => {
        const hostBits = BigInt(32 - length);
        return { family: 4 as const, network: (value >> hostBits) << hostBits, length };
    });
    const range = ({ network, length }: BlockNetwork) => [network, network + (1n << BigInt(32 - length)) - 1n];

    it('is symmetric, and true exactly when the two address ranges meet', () => {
        fc.assert(
            fc.property(ipv4Block, ipv4Block, (a, b) => {
                const [aFirst, aLast] = range(a);
                const [bFirst, bLast] = range(b);
                expect(blocksOverlap(a, b)).toBe(aFirst <= bLast && bFirst <= aLast);
                expect(blocksOverlap(b, a)).toBe(blocksOverlap(a, b));
            }),
        );
    });
});

describe('assigning a block beside the ones assigned', () => {
    const assigned = [
        { userId: 1, block: '10.0.0.0/8' },
        { userId: 1, block: '2001:db8::/32' },
        { userId: 2, block: '203.0.113.0/24' },
    ];
    const owner = (userId: number) => (userId === 2 ? 'ops' : 'demo');

    it.each([
        [1, '198.51.100.0/24', undefined],
        [2, '10.0.0.0/8', { message: 'ptrBlocks.rules.overlapsOther', args: { block: '10.0.0.0/8', account: 'demo' } }],
        [1, '203.0.112.0/23', { message: 'ptrBlocks.rules.overlapsOther', args: { block: '203.0.113.0/24', account: 'ops' } }],
        [1, '10.0.0.0/8', { message: 'ptrBlocks.rules.duplicate', args: { block: '10.0.0.0/8' } }],
        [1, '2001:db8:0::/32', { message: 'ptrBlocks.rules.duplicate', args: { block: '2001:db8::/32' } }],
        [1, '10.20.0.0/16', { message: 'ptrBlocks.rules.overlapsOwn', args: { block: '10.0.0.0/8' } }],
        [2, '2001:db9::/32', undefined],
    ])('to account %s: %s', (userId, typed, expected) => expect(assignmentProblem(block(typed), userId, assigned, owner)).toEqual(expected));
});

describe('taking a block back', () => {
    it('is refused while reverse zones lie inside it, naming them', () => {
        const zones = ['10.1.0.0/16', '192.0.2.0/24', '10.2.3.0/24'];
        expect(removalProblem('10.0.0.0/8', zones)).toEqual({
            message: 'ptrBlocks.rules.holdsZones',
            args: { block: '10.0.0.0/8', zones: '10.1.0.0/16, 10.2.3.0/24', count: '2' },
        });
        expect(removalProblem('198.51.100.0/24', zones)).toBeUndefined();
    });
});
