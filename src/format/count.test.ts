import { describe, expect, it } from 'vitest';
import { axisWidth, formatCompact } from './count';

describe('formatCompact', () => {
    it('counts in 万 and 亿 in Chinese', () => {
        expect([950, 3500, 12000, 433154, 8000000, 350000000].map(value => formatCompact(value, 'cn'))).toEqual([
            '950',
            '3500',
            '1.2万',
            '43.3万',
            '800万',
            '3.5亿',
        ]);
    });

    it('counts in K and M in English', () => {
        expect([950, 3500, 433154, 8000000].map(value => formatCompact(value, 'en'))).toEqual(['950', '3.5K', '433.2K', '8M']);
    });
});

describe('axisWidth', () => {
    it('fits the longest label, a Chinese character about twice a digit, up to the cap', () => {
        expect(axisWidth(['0', '500'])).toBeLessThan(axisWidth(['0', '5,000,000']));
        expect(axisWidth(['广东'])).toBeGreaterThan(axisWidth(['GD']));
        expect(axisWidth(['a-very-long-subdomain.bigzone-example.com'], 200)).toBe(200);
    });
});
