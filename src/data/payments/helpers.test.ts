import { describe, expect, it } from 'vitest';
import { offeredChannels, PAY_METHOD } from '../orders/codes';
import { centsToYuan } from '../../format/money';
import { CHANNEL_PAY_PATHS } from './api';
import { formatCountdown, parseServerTime } from './serverTime';

describe('payment helpers', () => {
    it('cents -> the channel amount in yuan, integer arithmetic only', () => {
        expect([1, 99, 100, 123456789, -250, 0].map(centsToYuan)).toEqual(['0.01', '0.99', '1.00', '1234567.89', '-2.50', '0.00']);
        expect(centsToYuan('12.5')).toBe('');
        expect(centsToYuan(undefined)).toBe('');
    });

    it('reads the backend time and counts down', () => {
        expect(parseServerTime('2024-05-01 08:09:10')).toBe(new Date(2024, 4, 1, 8, 9, 10).getTime());
        expect(parseServerTime('2024-05-01T08:09:10')).toBe(new Date(2024, 4, 1, 8, 9, 10).getTime());
        expect(parseServerTime('')).toBeUndefined();
        expect(parseServerTime('soon')).toBeUndefined();
        expect(formatCountdown(0)).toBe('00:00');
        expect(formatCountdown(-5000)).toBe('00:00');
        expect(formatCountdown(61_000)).toBe('01:01');
        expect(formatCountdown(59_001)).toBe('01:00');
        expect(formatCountdown(2 * 3600_000 + 5000)).toBe('2:00:05');
    });

    it('channel offering follows the switches; the balance unless left out', () => {
        const list = [
            { paramKey: 'WXPAY_CONFIG_KEY', status: 1 },
            { paramKey: 'ALIPAY_CONFIG_KEY', status: '0' },
            { paramKey: 'TOKEN_PAY_CONF', status: '1' },
            { paramKey: 'SMS_CONFIG_KEY', status: 1 },
        ];
        expect(offeredChannels(list).map(channel => channel.method)).toEqual([PAY_METHOD.balance, PAY_METHOD.walletB, PAY_METHOD.crypto]);
        expect(offeredChannels(list, { balance: false }).map(channel => channel.method)).toEqual([PAY_METHOD.walletB, PAY_METHOD.crypto]);
        expect(offeredChannels([]).map(channel => channel.method)).toEqual([PAY_METHOD.balance]);
        expect(offeredChannels(undefined, { balance: false })).toEqual([]);
        // every QR channel offered has a path that starts it
        for (const channel of offeredChannels(list.map(entry => ({ ...entry, status: 1 })))) {
            if (channel.kind === 'qr') expect(CHANNEL_PAY_PATHS[channel.method]).toMatch(/^app\/pay\//);
        }
    });
});
