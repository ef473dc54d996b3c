import { describe, expect, it } from 'vitest';
import { requiredText } from './requiredText';

describe('requiredText', () => {
    it('refuses empty and spaces-only text, and accepts text with spaces around it', () => {
        const validate = requiredText('sms.signRequired');
        expect(validate('')).toBe('sms.signRequired');
        expect(validate('   \t ')).toBe('sms.signRequired');
        expect(validate(undefined)).toBe('sms.signRequired');
        expect(validate('  签名 ')).toBeUndefined();
        expect(validate(0)).toBeUndefined();
        expect(validate.isRequired).toBe(true);
    });

    it('says 必填 by default', () => {
        expect(requiredText()(' ')).toBe('ra.validation.required');
    });
});
