import { describe, expect, it } from 'vitest';
import { maskIdNumber, maskMobile, maskName } from './mask';

describe('admin masks', () => {
    it('masks the middle of a mobile number', () => {
        expect(maskMobile('13800138000')).toBe('138****8000');
        expect(maskMobile('')).toBe('');
    });
    it('keeps the first character of a name', () => {
        expect(maskName('张伟')).toBe('张*');
        expect(maskName('欧阳小龙')).toBe('欧***');
        expect(maskName('王')).toBe('王');
    });
    it('keeps 3 + 4 characters of an ID number', () => {
        expect(maskIdNumber('110101199003071234')).toBe('110***********1234');
        expect(maskIdNumber('110101********1234')).toBe('110***********1234');
    });
});
