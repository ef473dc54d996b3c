import { MESSAGE_LIST_SIZE } from '../../config/constants';
import { listResult } from '../../dataProvider/defineApi';
import type { HttpClient } from '../../http/client';
import type { Message } from '../messages/api';

/** An announcement as the admin console lists it (type 2; status 1 = published). */
export type Announcement = Pick<Message, 'id' | 'title' | 'content' | 'status' | 'createtime'> & { type: number | string };

/** type 2 with the status set: what the admin message drawer shows (SPEC section 6). */
export const isPublishedAnnouncement = (row: Pick<Announcement, 'type' | 'status'>): boolean => Number(row.type) === 2 && Number(row.status) === 1;

/** The admin flavour's message calls, spread into its dataProvider. */
export const adminMessageCalls = (http: HttpClient) => ({
    /**
     * The newest announcements for the header's message drawer: POST sys/message/GetMessageList (form, answer
     * page.list), type 2 with the status set, newest first, one page of 100. Admins have no read marking.
     */
    getAnnouncements: async (): Promise<Announcement[]> => {
        const json = await http.request('sys/message/GetMessageList', {
            method: 'POST',
            encoding: 'form',
            body: { page: 1, limit: MESSAGE_LIST_SIZE, sidx: 'id', order: 'desc', type: 2, status: 1 },
        });
        return listResult<Announcement>(json).data.filter(isPublishedAnnouncement);
    },
});

export type AdminMessageCalls = ReturnType<typeof adminMessageCalls>;
