import { idsOf, int, optionalInt, text, type Input } from '../fields';
import { DemoError, ok, route } from '../http';
import type { DemoMessage, DemoNotice } from '../model';
import { paginate } from '../paging';

/** The optional filters of the message lists: type, readStatus / status, and a title substring. */
const matches = (row: DemoMessage | DemoNotice, input: Input) => {
    const type = optionalInt(input.type);
    const readStatus = optionalInt(input.readStatus);
    const status = optionalInt(input.status);
    const title = text(input.title).toLowerCase();
    return (
        (type === undefined || row.type === type) &&
        (readStatus === undefined || !('readStatus' in row) || row.readStatus === readStatus) &&
        (status === undefined || row.status === status) &&
        (!title || row.title.toLowerCase().includes(title))
    );
};

// the inbox rows carry the owner's id for the demo's bookkeeping only; the backend does not answer it
const wire = ({ userId: _userId, ...message }: DemoMessage) => message;

export const messageRoutes = [
    route.userPost('app/account/message/list', ({ db, session, input }) => {
        const inbox = db.messages.filter(message => message.userId === session.userId);
        const page = paginate(
            inbox.filter(message => matches(message, input)),
            input,
            { sidx: 'id', order: 'desc', limit: 20 },
        );
        const unreadCount = inbox.filter(message => message.readStatus === 0).length;
        return ok({ data: { ...page, list: page.list.map(wire), unreadCount } });
    }),

    // opening a message marks it read (SPEC section 4, Messages)
    route.userGet('app/account/message/info', ({ db, session, input }) => {
        const id = int(input.id, NaN);
        const message = db.messages.find(row => row.id === id && row.userId === session.userId);
        if (!message) throw new DemoError('消息不存在');
        message.readStatus = 1;
        return ok({ data: wire(message) });
    }),

    // mark-as-read without opening: the read call path is not documented (SPEC section 7), this is our design
    route.userPost('app/account/message/read', ({ db, session, input, body }) => {
        const ids = new Set(idsOf(Array.isArray(body) ? body : input));
        for (const message of db.messages) if (message.userId === session.userId && ids.has(message.id)) message.readStatus = 1;
        return ok();
    }),

    route.userPost('app/account/message/delete', ({ db, session, input, body }) => {
        const ids = new Set(idsOf(Array.isArray(body) ? body : input));
        if (ids.size === 0) throw new DemoError('请选择要删除的数据');
        db.messages = db.messages.filter(message => message.userId !== session.userId || !ids.has(message.id));
        return ok();
    }),

    // the public notice board: published announcements, newest first
    route.post('app/common/notice/list', ({ db, input }) => {
        const published = db.notices.filter(notice => notice.status === 1 && matches(notice, { ...input, status: '' }));
        return ok({ data: paginate(published, input, { sidx: 'id', order: 'desc', limit: 10 }) });
    }),

    // admin drawer and message management: the announcements as written, any status
    route.adminPost('sys/message/GetMessageList', ({ db, input }) => {
        return ok({ page: paginate(db.notices.filter(notice => matches(notice, input)), input, { sidx: 'id', order: 'desc', limit: 20 }) });
    }),

    route.adminGet('sys/message/info/:id', ({ db, params }) => {
        const notice = db.notices.find(row => row.id === int(params.id, NaN));
        if (!notice) throw new DemoError('消息不存在');
        return ok({ message: notice });
    }),
];
