import { describe, expect, it } from 'vitest';
import type { PlanLimits } from '../../../../zone';
import { planOffer, planValidators } from './planOffer';
import { toPlanLimits } from './useDomainLimits';

const FREE: PlanLimits = { plan: '免费版', recordLimit: 50, minTtl: 600, lineIds: ['1', '2', '3'], recordTypes: ['A', 'CNAME'] };

describe('planOffer', () => {
    it('offers what the plan allows and nothing else', () => {
        const offer = planOffer(FREE)!;
        expect([60, 599, 600, 3600].map(offer.ttl)).toEqual([false, false, true, true]);
        expect(['1', '3', '12', ''].map(offer.line)).toEqual([true, true, false, true]);
        expect(['A', 'cname', 'XURL'].map(offer.type)).toEqual([true, true, false]);
        expect(offer.restricts).toBe(true);
    });

    it("keeps an edited record's own values offered", () => {
        const offer = planOffer(FREE, { ttl: '60', lineId: 12, type: 'xurl' })!;
        expect([offer.ttl(60), offer.ttl(300), offer.line('12'), offer.line('13'), offer.type('XURL'), offer.type('URLFWD')]).toEqual([
            true,
            false,
            true,
            false,
            true,
            false,
        ]);
    });

    it('offers everything without limits, or with a plan that lists none', () => {
        expect(planOffer(undefined)).toBeUndefined();
        const open = planOffer({ plan: '旗舰版', recordLimit: 0, minTtl: 0, lineIds: null, recordTypes: null })!;
        expect([open.ttl(1), open.line('999'), open.type('URLFWD'), open.restricts]).toEqual([true, true, true, false]);
    });
});

describe('planValidators', () => {
    it("refuses at the field with the zone checks' messages", () => {
        const checks = planValidators(planOffer(FREE));
        expect(checks.ttl(60)).toEqual({ message: 'zoneChecks.planTtl', args: { plan: '免费版', min: 600 } });
        expect(checks.ttl(600)).toBeUndefined();
        expect(checks.ttl('')).toBeUndefined();
        expect(checks.line({ record_line_id: 12, record_line_name: '电信_北京' })).toEqual({
            message: 'zoneChecks.planLine',
            args: { plan: '免费版', line: '电信_北京' },
        });
        expect(checks.line(null)).toBeUndefined();
        expect(checks.type('xurl')).toEqual({ message: 'zoneChecks.planType', args: { plan: '免费版', type: 'XURL' } });
        expect(planValidators(undefined).ttl(1)).toBeUndefined();
    });
});

describe('toPlanLimits', () => {
    it("hands the domain's limits to the zone checks without the record count", () => {
        expect(toPlanLimits(undefined)).toBeUndefined();
        expect(toPlanLimits({ ...FREE, lineIds: ['1', '2', '3'], recordTypes: ['A', 'CNAME'], recordCount: 12 })).toEqual(FREE);
    });
});
