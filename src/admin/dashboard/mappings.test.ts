import { describe, expect, it } from 'vitest';
import { FIGURES } from './FigureCards';
import { formatBitrate, formatBytes, shapeSeries } from './chartSeries';
import { durationParts } from './duration';
import { readFigures, readSystemInfo } from '../../data/adminOverview/api';
import { readCacheEntry, readProbe } from '../../data/cdnTools/api';

describe('admin dashboard mappings', () => {
    it('reads the figures, income kept in cents and shown in yuan', () => {
        const figures = readFigures({
            userCount: '12',
            domainCount: 30,
            recordCount: 456,
            queryToday: 1234567,
            orderCount: 7,
            incomeTotal: 1234550,
            incomeToday: 6800,
        });
        expect(figures).toMatchObject({ users: 12, domains: 30, records: 456, income: 1234550, incomeToday: 6800, usersToday: 0 });
        const income = FIGURES.find(figure => figure.id === 'income');
        expect(income?.value(figures)).toBe('¥12,345.50');
        expect(FIGURES.find(figure => figure.id === 'queries')?.value(figures)).toBe('1,234,567');
        expect(readFigures(undefined).income).toBe(0);
    });

    it('reads the system info, unknown service states as stopped', () => {
        const info = readSystemInfo({
            version: '3.2.1',
            uptime: 90061,
            nodesOnline: 3,
            nodesTotal: 4,
            services: [
                { name: 'recursive', status: 'running' },
                { name: 'x', status: '?' },
            ],
        });
        expect(info.services).toEqual([
            { name: 'recursive', state: 'running' },
            { name: 'x', state: 'stopped' },
        ]);
        expect(info.uptimeSeconds).toBe(90061);
    });

    it('splits an uptime into its largest units', () => {
        expect(durationParts(90061)).toEqual({ key: 'days', values: { days: 1, hours: 1 } });
        expect(durationParts(3 * 3600 + 5 * 60)).toEqual({ key: 'hours', values: { hours: 3, minutes: 5 } });
        expect(durationParts(59)).toEqual({ key: 'minutes', values: { minutes: 0 } });
    });

    it('shapes hourly and daily series: labels, total and peak, bad values as 0', () => {
        const hourly = shapeSeries([
            { time: '2026-01-02 00:00', value: 5 },
            { time: '2026-01-02 01:00', value: 7 },
            { time: '2026-01-02 02:00', value: Number.NaN },
        ]);
        expect(hourly).toEqual({ labels: ['00:00', '01:00', '02:00'], values: [5, 7, 0], total: 12, peak: 7 });
        const daily = shapeSeries([
            { time: '2026-01-01', value: 10 },
            { time: '2026-01-02', value: -3 },
        ]);
        expect(daily).toEqual({ labels: ['01-01', '01-02'], values: [10, 0], total: 10, peak: 10 });
        expect(shapeSeries([])).toEqual({ labels: [], values: [], total: 0, peak: 0 });
    });

    it('formats bytes and bit rates', () => {
        expect(formatBytes(512)).toBe('512 B');
        expect(formatBytes(1536)).toBe('1.50 KB');
        expect(formatBytes(5 * 1024 ** 3)).toBe('5.00 GB');
        expect(formatBitrate(850_000_000)).toBe('850 Mbps');
        expect(formatBitrate(12_300_000_000)).toBe('12.3 Gbps');
    });

    it('reads cache entries and probes loosely', () => {
        expect(readCacheEntry({ key: 'a', type: 'hash', ttl: '30', value: { x: 1 } })).toEqual({ id: 'a', key: 'a', type: 'hash', ttl: 30, value: '{"x":1}' });
        expect(readCacheEntry({ key: 'b', type: 'stream' })).toMatchObject({ type: 'string', ttl: -1, value: '""' });
        expect(readProbe({ id: '3', ip: '1.2.3.4', status: '1', latency: 12 })).toMatchObject({ id: 3, status: 1, latency: 12 });
    });
});
