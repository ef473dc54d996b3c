/**
 * The Content-Security-Policy of the built console (docs/security.md explains each directive and gives the
 * server-header form). Only the build gets it: the dev server's hot reload injects inline scripts.
 *   script-src 'self'          config.js and the bundles are same-origin files; no inline script anywhere
 *   style-src 'unsafe-inline'  emotion (MUI) writes <style> elements at run time, and the entry pages carry one
 *   img-src https: data: blob: web config logos and favicons are URLs on any host or inline data: URLs
 *   connect-src 'self'         the API on the same origin (an absolute apiRoot: the deployer adds its origin)
 *   worker-src 'self' blob:    the demo's msw service worker and the zone-file parse worker
 * frame-ancestors, report-uri and sandbox are ignored in a <meta>: they go in the server header.
 */
/** @type {Readonly<Record<string, readonly string[]>>} */
export const CONTENT_SECURITY_POLICY = Object.freeze({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
});

/** The policy as one header or meta value. */
export const cspValue = (policy = CONTENT_SECURITY_POLICY) =>
    Object.entries(policy)
        .map(([directive, sources]) => [directive, ...sources].join(' '))
        .join('; ');

/**
 * Puts the policy first in the <head> of every HTML entry point (index.html, admin/index.html), at build time only.
 * @returns {import('vite').Plugin}
 */
export const contentSecurityPolicy = () => ({
    name: 'dns-console-csp',
    apply: 'build',
    transformIndexHtml: {
        order: 'post',
        handler: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: cspValue() }, injectTo: 'head-prepend' }],
    },
});
