import DOMPurify, { type Config } from 'dompurify';
import { safeInlineStyle } from './inlineStyle';
import { renameHandlers } from './renameHandlers';

/**
 * The one sanitiser for server HTML (messages, announcements, update log, agreements, mail templates). On top of
 * DOMPurify's defaults (no script, no on* handler, no javascript:/vbscript: URL, no DOM clobbering by id/name,
 * mXSS-safe re-parsing), operator HTML may not restyle or take over the page: no <style>, no forms or form
 * controls (a fake sign-in box), no frames or embedded objects, no <base>/<meta>/<link>, no <dialog> or popover
 * (both lift content out of the page's flow), no class (the console's own styles); inline styles keep only
 * harmless text properties (inlineStyle.ts);
 * data: URLs stay only on images (DOMPurify's DATA_URI_TAGS). A link that opens a new tab cannot reach back to
 * the console (rel noopener).
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
        'dialog',
    ],
    // a class would borrow the console's own styles (an emotion class of a fixed full-screen backdrop, say)
    FORBID_ATTR: ['srcdoc', 'formaction', 'action', 'xlink:href', 'popover', 'popovertarget', 'popovertargetaction', 'class'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
    // an id or name from server HTML becomes 'user-content-…': it can never shadow a global (window.config, document.x)
    SANITIZE_NAMED_PROPS: true,
};

let hooked = false;
const addHooks = () => {
    if (hooked) return;
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', node => {
        // operators colour and align their text; nothing else of a style survives (no position, no url())
        const style = node.getAttribute('style');
        if (style !== null) {
            const kept = safeInlineStyle(style);
            if (kept) node.setAttribute('style', kept);
            else node.removeAttribute('style');
        }
        if (node.tagName === 'A' && node.getAttribute('target')) {
            node.setAttribute('target', '_blank');
            node.setAttribute('rel', 'noopener noreferrer');
        }
    });
};

/** Server HTML made safe to put in the DOM with dangerouslySetInnerHTML. */
export const sanitizeHtml = (html: string | null | undefined): string => {
    if (!html) return '';
    addHooks();
    return DOMPurify.sanitize(renameHandlers(html), CONFIG);
};
