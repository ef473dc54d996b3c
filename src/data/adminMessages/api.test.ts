import { describe, expect, it } from 'vitest';
import { adminMessageCalls } from './api';
import { fakeHttp } from '../../../tests/support/fakeHttp';

describe('admin message drawer call', () => {
    it('posts sys/message/GetMessageList as a form and keeps only published announcements', async () => {
        const { http, last } = fakeHttp({
            code: 0,
            page: {
                list: [
                    { id: 3, title: 'published', type: 2, status: 1 },
                    { id: 2, title: 'withdrawn', type: 2, status: 0 },
                    { id: 1, title: 'letter', type: '1', status: '1' },
                    { id: 0, title: 'string fields', type: '2', status: '1' },
                ],
                totalCount: 4,
            },
        });
        const rows = await adminMessageCalls(http).getAnnouncements();
        expect(last().path).toBe('sys/message/GetMessageList');
        expect(last().options).toMatchObject({
            method: 'POST',
            encoding: 'form',
            body: { page: 1, limit: 100, sidx: 'id', order: 'desc', type: 2, status: 1 },
        });
        expect(rows.map(row => row.title)).toEqual(['published', 'string fields']);
    });
});
