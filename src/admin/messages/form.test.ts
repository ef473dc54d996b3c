import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AdminMessage } from '../../data/adminMessages/api';
import { emptyMessage, toFormValues, toWire, type MessageFormValues } from './form';
import { joinUserIds, parseUserIds, sendTypesFor } from '../../data/adminMessages/rules';
import { applyFormat } from './editorFormat';
import { isBlankHtml } from './validators';

const stored = (over: Partial<AdminMessage>): AdminMessage => ({
    id: 7,
    title: 'T',
    content: '<p>c</p>',
    type: 1,
    sendType: 2,
    sendObj: '',
    status: 1,
    ...over,
});

describe('admin message form <-> SaveMessage', () => {
    it('reads chosen users from comma-joined ids and writes them back', () => {
        const values = toFormValues(stored({ sendType: '0', sendObj: '3, 1,,x' }));
        expect(values).toMatchObject({ sendType: 0, userIds: [3, 1], group: '' });
        expect(toWire({ ...values, userIds: [3, 1, 3] })).toMatchObject({ id: 7, sendType: 0, sendObj: '3,1' });
    });

    it('reads and writes a group key', () => {
        const values = toFormValues(stored({ sendType: 1, sendObj: 'paid' }));
        expect(values).toMatchObject({ sendType: 1, group: 'paid', userIds: [] });
        expect(toWire(values)).toMatchObject({ sendType: 1, sendObj: 'paid' });
        expect(toFormValues(stored({ sendType: 1, sendObj: 'nobody' })).group).toBe('');
    });

    it('sends no sendObj to all users, whatever was picked before switching', () => {
        const values: MessageFormValues = { ...emptyMessage, sendType: 2, userIds: [1, 2], group: 'verified', title: ' Hi ', content: 'x' };
        expect(toWire(values)).toEqual({ type: 1, sendType: 2, sendObj: '', status: 1, title: 'Hi', content: 'x' });
    });

    it('announcements always go to all users', () => {
        expect(sendTypesFor(2)).toEqual([2]);
        expect(sendTypesFor(1)).toEqual([0, 1, 2]);
        expect(toWire({ ...emptyMessage, type: 2, sendType: 0, userIds: [1], title: 'a', content: 'b' })).toMatchObject({ type: 2, sendType: 2, sendObj: '' });
        expect(toFormValues(stored({ type: '2', sendType: 0, sendObj: '1' }))).toMatchObject({ type: 2, sendType: 2, userIds: [] });
    });

    it('reads numeric strings and a draft', () => {
        expect(toFormValues(stored({ type: '1', status: '0' }))).toMatchObject({ type: 1, status: 0 });
        expect(toWire({ ...emptyMessage, status: 0, title: 'a', content: 'b' }).status).toBe(0);
        expect('id' in toWire({ ...emptyMessage, title: 'a', content: 'b' })).toBe(false);
    });

    it('user ids round-trip through sendObj', () => {
        fc.assert(
            fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 })), ids => {
                expect(parseUserIds(joinUserIds(ids))).toEqual(ids);
            }),
        );
    });
});

describe('the light HTML editor', () => {
    it('wraps the selection in tags and selects the wrapped words', () => {
        const edit = applyFormat('say hello now', 4, 9, 'bold', 'bold');
        expect(edit.text).toBe('say <b>hello</b> now');
        expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('hello');
        expect(applyFormat('x', 1, 1, 'italic', 'a<b').text).toBe('x<i>a&lt;b</i>');
        expect(applyFormat('', 0, 0, 'paragraph', 'p').text).toBe('<p>p</p>');
    });

    it('makes a link with the address selected to type over', () => {
        const edit = applyFormat('docs', 0, 4, 'link', 'link');
        expect(edit.text).toBe('<a href="https://">docs</a>');
        expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('https://');
    });

    it('makes a list item of each selected line', () => {
        expect(applyFormat('one\ntwo', 0, 7, 'list', 'item').text).toBe('<ul>\n  <li>one</li>\n  <li>two</li>\n</ul>');
    });

    it('tells blank HTML from content', () => {
        expect(isBlankHtml('<p> &nbsp;</p>')).toBe(true);
        expect(isBlankHtml('<p>x</p>')).toBe(false);
        expect(isBlankHtml('<img src="a.png">')).toBe(false);
    });
});
