/** The light HTML editor's formatting: each tool wraps the selection (or a placeholder) in tags. */
export type Format = 'bold' | 'italic' | 'link' | 'list' | 'paragraph';

export interface Edit {
    text: string;
    /** The selection after the edit: the inserted words, or the link's address to type over. */
    selectionStart: number;
    selectionEnd: number;
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Applies a format to text[start, end). Placeholders (`placeholder`, e.g. "link text") fill an empty selection
 * and are escaped; the selected text is kept as written (it may already hold tags).
 */
export const applyFormat = (text: string, start: number, end: number, format: Format, placeholder: string): Edit => {
    const from = Math.max(0, Math.min(start, end, text.length));
    const to = Math.min(text.length, Math.max(start, end));
    const selected = text.slice(from, to);
    const inner = selected || escapeText(placeholder);
    const splice = (before: string, middle: string, after: string, pick: [number, number]): Edit => ({
        text: `${text.slice(0, from)}${before}${middle}${after}${text.slice(to)}`,
        selectionStart: from + pick[0],
        selectionEnd: from + pick[1],
    });
    switch (format) {
        case 'bold':
            return splice('<b>', inner, '</b>', [3, 3 + inner.length]);
        case 'italic':
            return splice('<i>', inner, '</i>', [3, 3 + inner.length]);
        case 'paragraph':
            return splice('<p>', inner, '</p>', [3, 3 + inner.length]);
        case 'link': {
            const open = '<a href="https://">';
            // the address is what is left to type: select it
            return splice(open, inner, '</a>', [9, 17]);
        }
        case 'list': {
            const lines = inner.split('\n').filter(line => line.trim() !== '');
            const items = (lines.length ? lines : [inner]).map(line => `  <li>${line.trim()}</li>`).join('\n');
            const body = `\n${items}\n`;
            return splice('<ul>', body, '</ul>', [4, 4 + body.length]);
        }
    }
};
