import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './safeUrl';

describe('safeImageUrl', () => {
    it.each([
        ['https://cdn.example.com/logo.png', 'https://cdn.example.com/logo.png'],
        ['http://cdn.example.com/logo.png', 'http://cdn.example.com/logo.png'],
        ['/uploads/logo.svg', '/uploads/logo.svg'],
        ['logo.png', 'logo.png'],
        ['//cdn.example.com/logo.png', '//cdn.example.com/logo.png'],
        ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
        ['blob:https://site/1', 'blob:https://site/1'],
        ['  https://cdn.example.com/a.png ', 'https://cdn.example.com/a.png'],
        ['javascript:window.__xss=1', ''],
        ['JaVaScRiPt:alert(1)', ''],
        ['java\tscript:alert(1)', ''],
        ['\u0001javascript:alert(1)', ''],
        ['vbscript:msgbox(1)', ''],
        ['data:text/html,<script>alert(1)</script>', ''],
        ['data:image/svg+xml,<svg onload=alert(1)>', 'data:image/svg+xml,<svg onload=alert(1)>'],
        ['', ''],
        [undefined, ''],
        [42, ''],
    ])('%j -> %j', (value, expected) => {
        expect(safeImageUrl(value)).toBe(expected);
    });
});
