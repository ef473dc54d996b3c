import type { Identifier } from 'react-admin';
import { MESSAGE_LIST_SIZE } from '../../config/constants';
import { flag, id, nested, num, oneOf, optionalNum, optionalText, readAnswer, readList, row, text, type RecordSchema } from '../../dataProvider/answers';
import { defineApi, type ListRequest, searchText } from '../../dataProvider/defineApi';
import type { HttpClient, Params } from '../../http/client';

/** A station letter, announcement or ticket reply (SPEC section 3, Message). */
export interface Message {
    id: Identifier;
    title: string;
    /** HTML written by the operator: rendered only through SafeHtml. */
    content?: string;
    type: MessageType;
    /** 0 unread, 1 read (the backend may send numeric strings). */
    readStatus: number | string;
    status?: number | string;
    createtime?: string;
}

export const MESSAGE_TYPES = [1, 2, 3] as const;
/** 1 station letter, 2 announcement, 3 ticket. */
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const isUnread = (message: Pick<Message, 'readStatus'>): boolean => Number(message.readStatus) === 0;

/** How a message is read from the server's answers (dataProvider/answers.ts). */
export const messageRecord: RecordSchema<Message> = row({
    id,
    title: text,
    content: optionalText,
    type: oneOf(MESSAGE_TYPES, 1),
    readStatus: num,
    status: flag,
    createtime: optionalText,
});

/** page, limit, sidx (default id), order (default desc) and the filters; the title search is trimmed. */
const listParams = ({ page, perPage, sort, filter }: ListRequest): Params => ({
    page,
    limit: perPage,
    sidx: sort?.field ?? 'id',
    order: sort?.order.toLowerCase() ?? 'desc',
    type: filter.type,
    readStatus: filter.readStatus,
    title: searchText(filter.title),
});

/** The unread count the list answer may state beside the list. */
const stated = nested({ unreadCount: optionalNum });

const LIST_PATH = 'app/account/message/list';
const READ_PATH = 'app/account/message/read';

export const messagesApi = defineApi<Message>({
    record: messageRecord,
    list: { path: LIST_PATH, encoding: 'form', params: listParams },
    // opening a message through info is what marks it read on the server
    one: { path: 'app/account/message/info', method: 'GET' },
    delete: { path: 'app/account/message/delete', encoding: 'form' },
});

/** The user flavour's custom message calls, spread into its dataProvider. */
export const messageCalls = (http: HttpClient) => ({
    /**
     * Unread messages among the newest 100, as the console's message drawer counts them (SPEC section 7: sidx id,
     * order desc, page 1, page size 100), unless the server states `data.unreadCount` itself.
     */
    getUnreadCount: async (): Promise<number> => {
        const json = await http.request(LIST_PATH, {
            method: 'POST',
            encoding: 'form',
            body: listParams({ page: 1, perPage: MESSAGE_LIST_SIZE, filter: {} }),
        });
        const { unreadCount } = readAnswer(stated, json.data, LIST_PATH);
        return unreadCount ?? readList(messageRecord, json, LIST_PATH).list.filter(isUnread).length;
    },

    /**
     * Marks messages read without opening them. Designed (SPEC section 7 names no read call):
     * POST app/account/message/read {ids: number[]} (JSON) -> {code, msg}; an empty selection is refused.
     */
    markMessagesRead: async (ids: readonly Identifier[]): Promise<void> => {
        await http.request(READ_PATH, { method: 'POST', body: { ids: ids.map(Number) } });
    },
});

export type MessageCalls = ReturnType<typeof messageCalls>;
