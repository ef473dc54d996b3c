import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { dangerousDom, XSS_CORPUS } from '../../tests/support/xssCorpus.mjs';

/**
 * The XSS corpus through SafeHtml, the one component that renders operator HTML (messages, announcements, the
 * update log, agreements, mail templates): no script, frame, object, form or style element, no on* attribute, no
 * javascript:/data:text URL, and no global clobbered. src/user/serverText.test.tsx sends it as plain text through
 * the pages that show server text.
 */
declare global {
    interface Window {
        __xss?: unknown;
    }
}

const assertClean = (root: ParentNode) => {
    expect(dangerousDom(root)).toEqual([]);
    expect(window.__xss).toBeUndefined();
};

describe('SafeHtml (messages, announcements, update log, agreements, mail templates)', () => {
    it.each(XSS_CORPUS.map(entry => [entry.id, entry.name, entry.payload] as const))('#%i %s', (_id, _name, payload) => {
        const { container } = render(<SafeHtml html={payload} />);
        assertClean(container);
    });
});
