import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { addAreaMessages, i18nProvider } from '../../i18n/provider';
import charts from '../../i18n/areas/charts';
import knownNames from '../../i18n/areas/knownNames';
import { SeriesChart } from './SeriesChart';

addAreaMessages(charts);
addAreaMessages(knownNames);

const day = (offset: number) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};
/** Seven days of counts ending `end` days from today. */
const week = (end: number, counts: number[]) => counts.map((count, index) => ({ time: day(end - counts.length + 1 + index), count }));

const draw = (end: number, other = false) =>
    render(
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
            <SeriesChart
                stacked
                height={300}
                series={[
                    { name: 'A', points: week(end, [500, 520, 480, 510, 530, 505, 90]) },
                    { name: 'AAAA', points: week(end, [200, 210, 190, 205, 220, 215, 40]) },
                    ...(other ? [{ name: '其他', points: week(end, [20, 21, 19, 20, 22, 21, 4]) }] : []),
                ]}
            />
        </AdminContext>,
    );

const lines = () => [...document.querySelectorAll<SVGPathElement>('path.MuiLineChart-line')];
const todayLines = () => lines().filter(path => path.getAttribute('data-series')!.endsWith('-today-so-far'));
const pathOf = (series: string) => document.querySelector(`path.MuiLineChart-line[data-series="${series}"]`)!.getAttribute('d')!;
/** A path's first and last points ("x,y"). */
const start = (d: string) => /^M([\d.]+,[\d.]+)/.exec(d)![1];
const end = (d: string) => /([\d.]+,[\d.]+)$/.exec(d)![1];
const legend = () => [...document.querySelectorAll('.MuiChartsLegend-root li')].map(item => item.textContent);

afterEach(() => i18nProvider.changeLocale('cn'));

describe('the stacked query chart', () => {
    it('draws a week that ends today with today stacked apart, dashed, from where each line ends, and says so', () => {
        draw(0);
        expect(screen.getByTestId('analysis-chart').getAttribute('data-partial-day')).toBe('true');
        expect(todayLines()).toHaveLength(2);
        for (const name of ['A', 'AAAA']) expect(start(pathOf(`${name}-today-so-far`))).toBe(end(pathOf(name)));
        // stacked: AAAA's today point sits above A's
        const topOf = (series: string) => Number(end(pathOf(series)).split(',')[1]);
        expect(topOf('AAAA-today-so-far')).toBeLessThan(topOf('A-today-so-far'));
        expect(legend()).toEqual(['A', 'AAAA']);
        expect(screen.getByText('虚线为今天截至目前的数据，当天尚未结束')).toBeTruthy();
    });

    it('says it in English, the series named in English', async () => {
        await i18nProvider.changeLocale('en');
        draw(0, true);
        expect(screen.getByText('Today so far (dashed): the day is not over yet')).toBeTruthy();
        expect(legend()).toEqual(['A', 'AAAA', 'Other']);
    });

    it('draws a week that ended yesterday whole, without the note', () => {
        draw(-1);
        expect(screen.getByTestId('analysis-chart').hasAttribute('data-partial-day')).toBe(false);
        expect(todayLines()).toHaveLength(0);
        expect(lines()).toHaveLength(2);
        expect(screen.queryByText('虚线为今天截至目前的数据，当天尚未结束')).toBeNull();
    });
});
