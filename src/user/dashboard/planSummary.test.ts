import { describe, expect, it } from 'vitest';
import { summarisePlans } from './planSummary';
import { daysLeft } from '../../data/domains/planInfo';
import type { Consume, Consumes } from './planSummary';

const plan = (id: number, effectEndTime: string | null, domain = `d${id}.com`): Consume => ({ id, productName: `P${id}`, effectEndTime, domain });
const consumes = (paid: Consume[], free: Consume[] = [], paidTotal = paid.length, freeTotal = free.length): Consumes => ({
    paid: { list: paid, total: paidTotal },
    free: { list: free, total: freeTotal },
});

describe('plan summary', () => {
    it('counts paid and free plans in use and expired, and finds the one ending first', () => {
        const summary = summarisePlans(
            consumes([plan(1, '2030-06-01 00:00:00'), plan(2, '2029-01-01 00:00:00')], [plan(3, null), plan(4, '2029-03-01 00:00:00')], 12, 3),
            consumes([], [], 2, 1),
        );
        expect(summary.inUse).toBe(15);
        expect(summary.expired).toBe(3);
        expect(summary.nearest?.id).toBe(2);
    });

    it('has no nearest when no plan in use has an end', () => {
        expect(summarisePlans(consumes([plan(1, null)]), consumes([])).nearest).toBeUndefined();
    });

    it('counts whole days left from today', () => {
        const now = new Date(2024, 4, 15, 23, 30);
        expect(daysLeft('2024-05-15 00:00:00', now)).toBe(0);
        expect(daysLeft('2024-05-16 00:00:01', now)).toBe(1);
        expect(daysLeft('2024-06-14 12:00:00', now)).toBe(30);
        expect(daysLeft('2024-05-10 00:00:00', now)).toBe(-5);
    });
});
