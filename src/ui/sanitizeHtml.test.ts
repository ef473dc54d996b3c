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

    it.each([
        ['<div style="position:fixed;inset:0;z-index:2147483647;background:white">登录</div>', '<div>登录</div>'],
        ['<p style="color: red; position: fixed; top: 0">x</p>', '<p style="color: red">x</p>'],
        [
            '<span style="COLOR:#c00 ; Font-Weight:bold;text-align:center;font-style:italic;text-decoration:underline line-through;background-color:rgb(255, 240, 200);font-size:14px">x</span>',
            '<span style="color: #c00; font-weight: bold; text-align: center; font-style: italic; text-decoration: underline line-through; background-color: rgb(255, 240, 200); font-size: 14px">x</span>',
        ],
        ['<span style="background-image: u\\72l(https://tracker.example/p.gif)">x</span>', '<span>x</span>'],
        ['<span style="color: r\\65 d; font-size: 400px; margin-top: -999px; transform: scale(50); width: 100vw">x</span>', '<span>x</span>'],
        ['<span style="color: red /* */; color: blue; color: expression(alert(1))">x</span>', '<span style="color: blue">x</span>'],
        ['<span style="font-family: &quot;a;color:red&quot;">x</span>', '<span>x</span>'],
        [
            '<svg width="10" height="10"><rect width="10" height="10" style="position:fixed;inset:0;fill:red"></rect></svg>',
            '<svg width="10" height="10"><rect width="10" height="10"></rect></svg>',
        ],
    ])('keeps only the allowed text styles, rebuilt: %s', (html, expected) => {
        expect(sanitizeHtml(html)).toBe(expected);
    });

    it("drops what lifts content out of the page or borrows the console's styles: dialog, popover, class", () => {
        expect(sanitizeHtml('<dialog open><p>x</p></dialog><div popover="manual" class="MuiBackdrop-root css-1x2y3z">y</div>')).toBe('<p>x</p><div>y</div>');
    });

    it('reads a huge hostile update log whole (160 000 unclosed "<a", then a handler)', () => {
        const unclosed = '<a'.repeat(160_000);
        expect(sanitizeHtml(`<p>before</p>${unclosed}`)).toBe('<p>before</p>');
        const clean = sanitizeHtml(`${'<p title="x">y</p>'.repeat(20_000)}<img src=x onerror=alert(1)>`);
        // compared whole, reported short
        expect({ length: clean.length, same: clean === `${'<p title="x">y</p>'.repeat(20_000)}<img src="x">` }).toEqual({
            length: 20_000 * 18 + 13,
            same: true,
        });
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
