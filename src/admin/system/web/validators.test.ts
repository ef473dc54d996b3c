import { describe, expect, it } from 'vitest';
import { imageFileProblem, IMAGE_MAX_BYTES, validateImageSource } from './imageFile';
import { validateApiPath, validatePhone, validateQq, validateSiteUrl, validateTelegram } from './validators';
import { channelNameKey, channelOrder } from './channelNames';

describe('web config checks', () => {
    it('accepts image types up to the cap only', () => {
        expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeUndefined();
        expect(imageFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toBe('webConfig.image.tooBig');
        expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('webConfig.image.badType');
    });

    it.each([
        ['', true],
        ['https://static.example.com/logo.png', true],
        ['/favicon.ico', true],
        ['data:image/png;base64,iVBORw0KGgo=', true],
        ['javascript:alert(1)', false],
        ['data:text/html;base64,PGgxPg==', false],
        ['logo.png', false],
    ])('image source %s', (value, ok) => expect(validateImageSource(value) === undefined).toBe(ok));

    it('checks contact and CDN formats, empty passing', () => {
        expect(validatePhone('400-800-0000')).toBeUndefined();
        expect(validatePhone('13800138000')).toBeUndefined();
        expect(validatePhone('abc')).toBe('webConfig.validation.phone');
        expect(validateQq('800012345')).toBeUndefined();
        expect(validateQq('12')).toBe('webConfig.validation.qq');
        expect(validateTelegram('@dnsconsole')).toBeUndefined();
        expect(validateTelegram('https://t.me/dnsconsole')).toBeUndefined();
        expect(validateTelegram('dns console')).toBe('webConfig.validation.telegram');
        expect(validateSiteUrl('')).toBeUndefined();
        expect(validateSiteUrl('https://cdn.example.com')).toBeUndefined();
        expect(validateSiteUrl('cdn.example.com')).toBe('webConfig.cdn.badUrl');
        expect(validateApiPath('/cdn_api')).toBeUndefined();
        expect(validateApiPath('cdn_api')).toBe('webConfig.cdn.badPath');
    });

    it('names known channels and lists them first', () => {
        expect(channelNameKey('SMS_CONFIG_KEY')).toBe('webConfig.channels.names.SMS_CONFIG_KEY');
        expect(channelNameKey('SOMETHING_NEW')).toBeUndefined();
        expect(['ZZZ', 'SMS_CONFIG_KEY', 'WXLOGIN_CONFIG_KEY'].sort(channelOrder)).toEqual(['WXLOGIN_CONFIG_KEY', 'SMS_CONFIG_KEY', 'ZZZ']);
    });
});
