import { MESSAGE_LIST_SIZE } from '../../config/constants';
import type { Identifier } from 'react-admin';
import { flag, id, num, oneOf, optionalText, readList, row, text, type RecordSchema } from '../../dataProvider/answers';
import { createdRecord } from '../../dataProvider/created';
import { defineApi, searchText, type ListRequest } from '../../dataProvider/defineApi';
import type { HttpClient, Params } from '../../http/client';
import type { Message } from '../messages/api';
import { SEND_TYPES } from './rules';

/** An announcement as the admin console lists it (type 2; status 1 = published). */
export type Announcement = Pick<Message, 'id' | 'title' | 'content' | 'status' | 'createtime'> & { type: number | string };

const LIST_PATH = 'sys/message/GetMessageList';
const SAVE_PATH = 'sys/message/SaveMessage';

const announcementRecord: RecordSchema<Announcement> = row({ id, title: text, content: optionalText, type: num, status: flag, createtime: optionalText });

/** type 2 with the status set: what the admin message drawer shows (SPEC section 6). */
const isPublishedAnnouncement = (row: Pick<Announcement, 'type' | 'status'>): boolean => Number(row.type) === 2 && Number(row.status) === 1;

/** The admin flavour's message calls, spread into its dataProvider. */
export const adminMessageCalls = (http: HttpClient) => ({
    /**
     * The newest announcements for the header's message drawer: POST sys/message/GetMessageList (form, answer
     * page.list), type 2 with the status set, newest first, one page of 100. Admins have no read marking.
     */
    getAnnouncements: async (): Promise<Announcement[]> => {
        const json = await http.request(LIST_PATH, {
            method: 'POST',
            encoding: 'form',
            body: { page: 1, limit: MESSAGE_LIST_SIZE, sidx: 'id', order: 'desc', type: 2, status: 1 },
        });
        return readList(announcementRecord, json, LIST_PATH).list.filter(isPublishedAnnouncement);
    },
});

export type AdminMessageCalls = ReturnType<typeof adminMessageCalls>;

/** A message as the admin writes it (API-NOTES, Messages): numbers may arrive as numeric strings. */
export interface AdminMessage {
    id: Identifier;
    title: string;
    /** HTML: shown only through SafeHtml. */
    content: string;
    /** 1 station letter, 2 announcement. */
    type: number | string;
    /** 0 chosen users, 1 a group, 2 all users. */
    sendType: number | string;
    /** Comma-joined user ids (sendType 0), a group key (1) or '' (2). */
    sendObj: string;
    /** 1 published, 0 draft. */
    status: number | string;
    createtime?: string;
}

/** How an admin message is read from the server's answers (dataProvider/answers.ts). */
const adminMessageRecord: RecordSchema<AdminMessage> = row({
    id,
    title: text,
    content: text,
    type: num,
    sendType: oneOf(SEND_TYPES, 2),
    sendObj: text,
    status: num,
    createtime: optionalText,
});

/** The list's form body: paging (newest first by default) and the filters type, status and the trimmed title. */
const listParams = ({ page, perPage, sort, filter }: ListRequest): Params => ({
    page,
    limit: perPage,
    sidx: sort?.field ?? 'id',
    order: sort?.order.toLowerCase() ?? 'desc',
    type: filter.type,
    status: filter.status,
    title: searchText(filter.title),
});

/** The body of SaveMessage: exactly its documented fields (no id when writing a new one). */
const saveParams = ({ id, type, sendType, sendObj, status, title, content }: Partial<AdminMessage>): Params => ({
    ...(id !== undefined && id !== null && id !== '' ? { id } : {}),
    type,
    sendType,
    sendObj,
    status,
    title,
    content,
});

/**
 * The adminMessage resource. Known: POST sys/message/GetMessageList (form) -> page.list, GET sys/message/info/{id}
 * -> message, POST sys/message/SaveMessage (JSON) and POST sys/message/delete. Designed: delete's body {ids: "1,2"}
 * and SaveMessage answering data.id for a new message (a success without it is accepted: createdRecord).
 */
export const adminMessagesApi = defineApi<AdminMessage>({
    record: adminMessageRecord,
    list: { path: LIST_PATH, encoding: 'form', params: listParams },
    one: {
        path: messageId => `sys/message/info/${encodeURIComponent(String(messageId))}`,
        method: 'GET',
        params: () => undefined,
    },
    // the form goes back to the list after saving: a new message answered without its id is still saved
    create: { path: SAVE_PATH, params: saveParams, result: createdRecord(SAVE_PATH) },
    update: { path: SAVE_PATH, params: saveParams },
    delete: { path: 'sys/message/delete' },
});
