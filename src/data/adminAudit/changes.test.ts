import { describe, expect, it } from 'vitest';
import { changedFields, isSecretField, SECRET_MASK } from './changes';

describe("the audit trail's field changes", () => {
    it("knows the settings forms' secrets and secrets by name, and nothing else", () => {
        for (const field of ['secretkey', 'api_key', 'password', 'mail.password', 'smtpPasswd', 'clientSecret', 'accessToken', 'authKey', 'privateKey']) {
            expect(isSecretField(field), field).toBe(true);
        }
        for (const field of ['sign', 'host', 'port', 'power.adminTotp', 'keywords', 'passport', 'monkey']) expect(isSecretField(field), field).toBe(false);
    });

    it('lists the leaves that differ by dotted path, in the order met, with values as text', () => {
        const before = { basic: { webName: 'A', lang: 'cn' }, power: { adminTotp: 0 }, list: [1, 2] };
        const after = { basic: { webName: 'B', lang: 'cn' }, power: { adminTotp: 1 }, list: [1, 2, 3], added: 'x' };
        expect(changedFields(before, after)).toEqual([
            { field: 'basic.webName', before: 'A', after: 'B' },
            { field: 'power.adminTotp', before: '0', after: '1' },
            { field: 'list', before: '[1,2]', after: '[1,2,3]' },
            { field: 'added', before: '', after: 'x' },
        ]);
        expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
    });

    it('masks a secret that changed, set or cleared, and never shows a character of it', () => {
        const changes = changedFields({ secretkey: 'old-secret-123', sign: 'S', password: '' }, { secretkey: 'new-secret-456', sign: 'S', password: 'p@ss' });
        expect(changes).toEqual([
            { field: 'secretkey', before: SECRET_MASK, after: SECRET_MASK },
            { field: 'password', before: '', after: SECRET_MASK },
        ]);
        expect(JSON.stringify(changes)).not.toMatch(/secret-|p@ss/);
        expect(changedFields({ password: 'a' }, {})).toEqual([{ field: 'password', before: SECRET_MASK, after: '' }]);
    });
});
