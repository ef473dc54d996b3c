// The XSS corpus shared by the component tests (vitest) and the browser tests (node): each payload, if it ever
// ran, would set `window.__xss` to its number (or call alert/confirm/prompt, which the browser test sees as a
// dialog). "None runs" = `window.__xss` stays undefined and no dialog opens. Each payload is text a user or an
// operator could type into a field the console later shows: a message, a remark, a record value, a file name.

const m = n => `window.__xss=${n}`;

/** @type {ReadonlyArray<{ id: number; name: string; payload: string }>} */
export const XSS_CORPUS = Object.freeze(
    [
        ['script tag', `<script>${m(1)}</script>`],
        ['script with src', `<script src="data:text/javascript,${m(2)}"></script>`],
        ['img onerror', `<img src=x onerror="${m(3)}">`],
        ['svg onload', `<svg onload="${m(4)}"></svg>`],
        ['svg script', `<svg><script>${m(5)}</script></svg>`],
        ['body onload', `<body onload="${m(6)}">`],
        ['javascript: link', `<a href="javascript:${m(7)}">click</a>`],
        ['javascript: link, entity encoded', `<a href="&#106;avascript:${m(8)}">click</a>`],
        ['javascript: link, tab and case', `<a href="JaVa\tScRiPt:${m(9)}">click</a>`],
        ['data: URL link', `<a href="data:text/html,<script>${m(10)}</script>">click</a>`],
        ['iframe srcdoc', `<iframe srcdoc="<script>parent.${m(11)}</script>"></iframe>`],
        ['iframe javascript src', `<iframe src="javascript:parent.${m(12)}"></iframe>`],
        ['style expression', `<div style="background:url(javascript:${m(13)});width:expression(${m(13)})">x</div>`],
        ['style tag import', `<style>@import 'javascript:${m(14)}';body{display:none}</style>`],
        ['event handler in attribute', `<div onmouseover="${m(15)}" onclick="${m(15)}" onfocus="${m(15)}" tabindex=0 autofocus>hover</div>`],
        ['quote breakout', `"><script>${m(16)}</script>`],
        ['attribute breakout', `' onmouseover='${m(17)}' x='`],
        ['unclosed tag', `<img src=x onerror=${m(18)} `],
        ['entity-encoded tags', `&lt;script&gt;${m(19)}&lt;/script&gt;`],
        ['mXSS noscript', `<noscript><p title="</noscript><img src=x onerror=${m(20)}>">`],
        ['mXSS template', `<template><img src=x onerror=${m(21)}></template>`],
        ['mXSS math namespace', `<math><mtext><table><mglyph><style><img src=x onerror=${m(22)}>`],
        ['mXSS svg foreignObject', `<svg><foreignObject><p><style><img src=x onerror=${m(23)}></style></p></foreignObject></svg>`],
        ['DOM clobbering name/id', `<form id="config"><input name="apiRoot" value="https://evil.example"></form><img name="cookie" id="__xss">`],
        ['object data', `<object data="javascript:${m(25)}"></object>`],
        ['embed svg', `<embed src="data:image/svg+xml,<svg onload='${m(26)}'/>">`],
        ['meta refresh', `<meta http-equiv="refresh" content="0;url=javascript:${m(27)}">`],
        ['base href', `<base href="javascript:${m(28)}//">`],
        ['form action', `<form action="javascript:${m(29)}"><button>go</button></form>`],
        ['button formaction', `<button formaction="javascript:${m(30)}">go</button>`],
        ['template literal', '${' + m(31) + '}'],
        ['mustache template', `{{constructor.constructor('${m(32)}')()}}`],
        ['RTL and zero-width', `\u202e<img src=x one\u200brror=${m(33)}>\u200b\u2066gpj.exe`],
        ['details ontoggle', `<details open ontoggle="${m(34)}"><summary>x</summary></details>`],
        ['video source onerror', `<video><source onerror="${m(35)}"></video>`],
        ['svg animate href', `<svg><a><animate attributeName="href" values="javascript:${m(36)}"/><text x=20 y=20>x</text></a></svg>`],
        ['xlink href', `<svg><a xlink:href="javascript:${m(37)}"><text x=20 y=20>x</text></a></svg>`],
        ['very long string', `${'A'.repeat(20000)}<img src=x onerror=${m(38)}>`],
        ['null byte', `<scr\u0000ipt>${m(39)}</scr\u0000ipt>`],
        ['marquee onstart', `<marquee onstart="${m(40)}">x</marquee>`],
    ].map(([name, payload], index) => Object.freeze({ id: index + 1, name, payload })),
);

/**
 * Elements, attributes and URLs that must never reach the DOM from server or user text (the app's own forms are
 * fine: a form from server HTML is checked where the HTML is sanitised).
 */
export const dangerousDom = root => {
    const found = [];
    for (const element of root.querySelectorAll('*')) {
        if (/^(script|iframe|frame|object|embed|base|meta|style)$/i.test(element.tagName)) found.push(`<${element.tagName.toLowerCase()}>`);
        for (const attribute of element.attributes) {
            const name = attribute.name.toLowerCase();
            // eslint-disable-next-line no-control-regex -- browsers ignore these in a URL's scheme
            const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
            if (name.startsWith('on')) found.push(`${element.tagName.toLowerCase()}[${name}]`);
            if (name === 'srcdoc' || name === 'formaction') found.push(`${element.tagName.toLowerCase()}[${name}]`);
            if (/^(href|src|action|xlink:href|data|values)$/.test(name) && /^(javascript|vbscript|data:text)/.test(value)) {
                found.push(`${element.tagName.toLowerCase()}[${name}=${value.slice(0, 30)}]`);
            }
        }
    }
    return found;
};
