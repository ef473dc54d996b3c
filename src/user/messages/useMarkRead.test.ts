import { describe, expect, it } from 'vitest';
import { messageCalls } from '../../data/messages/api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

describe('markMessagesRead', () => {
    it('posts {ids} as JSON numbers to app/account/message/read (designed)', async () => {
        const { http, last } = fakeHttp({ code: 1 });
        await messageCalls(http).markMessagesRead([3, '7']);
        expect(last()).toMatchObject({ path: 'app/account/message/read', options: { method: 'POST', body: { ids: [3, 7] } } });
        expect(last().options.encoding ?? 'json').toBe('json');
    });
});
