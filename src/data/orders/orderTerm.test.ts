import { describe, expect, it } from 'vitest';
import { orderTermOf } from './orderTerm';

describe('orderTermOf', () => {
    it('reads the unit, the units and the domain of a plan order', () => {
        expect(orderTermOf(JSON.stringify({ productId: 2, unit: '1y', duration: 2, domain: 'example.com', domainId: 4 }))).toEqual({
            unit: '1y',
            duration: 2,
            domain: 'example.com',
        });
        expect(orderTermOf(JSON.stringify({ unit: '1p', duration: 5 }))).toEqual({ unit: '1p', duration: 5 });
    });

    it.each([undefined, '', 'not json', 'null', '[]', '{"unit":"1y"}', '{"unit":"week","duration":2}', '{"unit":"1y","duration":"2"}', '{"domain":"  "}'])(
        'gives nothing it cannot read for %j',
        extra => expect(orderTermOf(extra)).toEqual({}),
    );
});
