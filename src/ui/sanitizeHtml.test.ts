import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';
import { dangerousDom, XSS_CORPUS } from '../../tests/support/xssCorpus.mjs';

declare global {
    interface Window {
        __xss?: unknown;
    }
}

const place = (html: string) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    return host;
};

afterEach(() => {
    document.body.innerHTML = '';
    delete window.__xss;
});

describe('sanitizeHtml: the XSS corpus', () => {
    it('holds at least 30 payloads, each numbered once', () => {
        expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(30);
        expect(new Set(XSS_CORPUS.map(entry => entry.id)).size).toBe(XSS_CORPUS.length);
    });

    it.each(XSS_CORPUS.map(entry => [entry.id, entry.name, entry.payload] as const))('#%i %s: nothing dangerous reaches the DOM', (_id, _name, payload) => {
        const host = place(sanitizeHtml(payload));
        expect(dangerousDom(host)).toEqual([]);
        // nor a fake form, nor page-wide styles
        expect(host.querySelector('form, input, button, textarea, select, style, link')).toBeNull();
        // no id or name from server HTML can shadow a global (DOM clobbering)
        expect(window.__xss).toBeUndefined();
        expect(host.querySelector('[id]:not([id^="user-content-"]), [name]:not([name^="user-content-"])')).toBeNull();
    });
});

describe('sanitizeHtml: what operators write still shows', () => {
    it.each([
        ['<p>维护 <b>通知</b></p>', '<p>维护 <b>通知</b></p>'],
        ['<a href="https://example.com/x">link</a>', '<a href="https://example.com/x">link</a>'],
        ['<a href="mailto:ops@example.com">mail</a>', '<a href="mailto:ops@example.com">mail</a>'],
        ['<ul><li>a</li></ul>', '<ul><li>a</li></ul>'],
        ['<img src="data:image/png;base64,AAAA" alt="x">', '<img src="data:image/png;base64,AAAA" alt="x">'],
        ['<span style="color: red">red</span>', '<span style="color: red">red</span>'],
        ['<table><tbody><tr><td>1</td></tr></tbody></table>', '<table><tbody><tr><td>1</td></tr></tbody></table>'],
    ])('%s', (html, expected) => {
        expect(sanitizeHtml(html)).toBe(expected);
    });

    it.each([
        ['background:url(javascript:alert(1))'],
        ['background-image: URL ( "https://tracker.example/p.gif" )'],
        ['width:expression(alert(1))'],
        ['background:image-set("x.png" 1x)'],
    ])('a style that would load something is dropped, the element kept: %s', style => {
        expect(sanitizeHtml(`<span style='${style}'>x</span>`)).toBe('<span>x</span>');
    });

    it('a link that opens a new tab gets rel="noopener noreferrer"', () => {
        expect(sanitizeHtml('<a href="https://e.example" target="x">x</a>')).toBe(
            '<a href="https://e.example" target="_blank" rel="noopener noreferrer">x</a>',
        );
    });

    it('empty, null and undefined give an empty string', () => {
        expect([sanitizeHtml(''), sanitizeHtml(null), sanitizeHtml(undefined)]).toEqual(['', '', '']);
    });
});
