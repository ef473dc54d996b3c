/**
 * An image address from the server (web config logo, favicon) kept only when it is one an image can use: a path
 * on this site, http(s), an inline `data:image/` or a `blob:`. Anything else (`javascript:`, `data:text/html`,
 * `vbscript:`) becomes '' (no image): it could never show, and the Content-Security-Policy would report it.
 */
export const safeImageUrl = (value: unknown): string => {
    if (typeof value !== 'string') return '';
    // browsers ignore leading spaces and control characters, and tabs or newlines anywhere, in a URL's scheme
    // eslint-disable-next-line no-control-regex
    const url = value.trim().replace(/[\u0000-\u001f\u007f]/g, '');
    if (!url) return '';
    const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url)?.[1]?.toLowerCase();
    if (scheme === undefined) return url;
    if (scheme === 'http' || scheme === 'https' || scheme === 'blob') return url;
    return scheme === 'data' && /^data:image\//i.test(url) ? url : '';
};
