import DOMPurify, { type Config } from 'dompurify';

/**
 * The one sanitiser for server HTML (messages, announcements, update log, agreements, mail templates). On top of
 * DOMPurify's defaults (no script, no on* handler, no javascript:/vbscript: URL, no DOM clobbering by id/name,
 * mXSS-safe re-parsing), operator HTML may not restyle or take over the page: no <style>, no forms or form
 * controls (a fake sign-in box), no frames or embedded objects, no <base>/<meta>/<link>; data: URLs stay only on
 * images (DOMPurify's DATA_URI_TAGS). A link that opens a new tab cannot reach back to the console (rel noopener).
 */
const CONFIG: Config = {
    FORBID_TAGS: [
        'style',
        'form',
        'input',
        'button',
        'textarea',
        'select',
        'option',
        'iframe',
        'frame',
        'frameset',
        'object',
        'embed',
        'base',
        'meta',
        'link',
        'noscript',
        'template',
    ],
    FORBID_ATTR: ['srcdoc', 'formaction', 'action', 'xlink:href'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
    // an id or name from server HTML becomes 'user-content-…': it can never shadow a global (window.config, document.x)
    SANITIZE_NAMED_PROPS: true,
};

/** A style value that would fetch or run something. */
const STYLE_LOADS = /url\s*\(|expression\s*\(|@import|image-set\s*\(/i;

let hooked = false;
const addHooks = () => {
    if (hooked) return;
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', node => {
        // inline styles stay (operators colour their text), but not one that loads something: a url(...) (a
        // javascript: or tracking address the policy would only report) or an old IE expression()
        if (STYLE_LOADS.test(node.getAttribute('style') ?? '')) node.removeAttribute('style');
        if (node.tagName === 'A' && node.getAttribute('target')) {
            node.setAttribute('target', '_blank');
            node.setAttribute('rel', 'noopener noreferrer');
        }
    });
};

/** A start tag, quoted attribute values (which may hold '>') included. */
const START_TAG = /<[a-z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/gi;
/** An event handler attribute inside a tag: ` onerror=`, `/onload =`, `"onclick=`. */
const HANDLER = /([\s/"'])on([a-z]+)(\s*=)/gi;

/**
 * Event handler attributes renamed before the HTML is parsed at all. DOMPurify would drop them anyway, but
 * Chromium reports a Content-Security-Policy violation for every inline handler it parses, even in DOMPurify's
 * inert document, so a hostile message would flood the reports. The renamed `data-blocked-on…` attribute is
 * dropped by DOMPurify (no data-* attributes); text outside tags is untouched.
 */
const renameHandlers = (html: string): string => html.replace(START_TAG, tag => tag.replace(HANDLER, '$1data-blocked-on$2$3'));

/** Server HTML made safe to put in the DOM with dangerouslySetInnerHTML. */
export const sanitizeHtml = (html: string | null | undefined): string => {
    if (!html) return '';
    addHooks();
    return DOMPurify.sanitize(renameHandlers(html), CONFIG);
};
