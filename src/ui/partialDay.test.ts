import { describe, expect, it } from 'vitest';
import { partialDayLines, splitPartialDay } from './partialDay';

const line = { id: 'A', label: 'A', data: [5, 6, 2], color: '#000', format: (value: number) => `#${value}`, stack: 'total', area: true };
type Formatter = (value: number | null, context: { dataIndex: number }) => string | null;
type Label = (location: 'tooltip' | 'legend') => string | undefined;

describe('partialDayLines', () => {
    it("splits a line whose last point is today: the complete days, and today's segment stacked apart", () => {
        expect(splitPartialDay([5, 6, 2], 2)).toEqual({ complete: [5, 6, null], today: [null, 6, 2] });
        const [complete, today] = partialDayLines([line], 2);
        expect(complete).toMatchObject({ id: 'A', data: [5, 6, null], stack: 'total', area: true });
        expect(today).toMatchObject({ id: 'A-today-so-far', data: [null, 6, 2], stack: 'total-today-so-far', color: '#000' });
        expect(today.area).toBeUndefined();
    });

    it("names today's segment in the tooltip at today's point only, never in the legend", () => {
        const [complete, today] = partialDayLines([line], 2);
        const format = (series: typeof today) => (series.valueFormatter as Formatter | undefined)!;
        expect([0, 1, 2].map(dataIndex => format(complete)(complete.data![dataIndex], { dataIndex }))).toEqual(['#5', '#6', null]);
        expect([0, 1, 2].map(dataIndex => format(today)(today.data![dataIndex], { dataIndex }))).toEqual([null, null, '#2']);
        const label = today.label as Label;
        expect([label('tooltip'), label('legend')]).toEqual(['A', undefined]);
    });

    it('keeps lines that do not end today as they are', () => {
        expect(partialDayLines([line], -1)).toMatchObject([{ id: 'A', data: [5, 6, 2] }]);
    });
});
