// The message calls of src/data/messages (the user's inbox), src/data/adminMessages (the notices an admin sends)
// and the dashboard's notice list of src/data/overview: one file, as a notice is delivered into the inboxes.
import { CONTENT_MAX, isRecipientGroup, parseUserIds, sendTypesFor, TITLE_MAX } from '../../data/adminMessages/rules';
import { nextId } from '../db';
import { idsOf, int, optionalInt, text, type Input } from '../fields';
import { DemoError, ok, route } from '../http';
import type { DemoDb, DemoMessage, DemoNotice, DemoUser } from '../model';
import { paginate } from '../paging';
import { now } from '../time';

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
// nor do the admin's rows carry their delivery bookkeeping
const adminWire = ({ deliveredIds: _deliveredIds, ...notice }: DemoNotice) => notice;

/** Whether a user holds a plan that is paid for and not expired. */
const holdsPaidPlan = (db: DemoDb, user: DemoUser, at: string) =>
    db.consumes.some(consume => consume.userId === user.userId && !consume.free && consume.effectEndTime > at);

/** The users a message goes to (designed groups: verified, unverified, paid). */
const recipients = (db: DemoDb, notice: DemoNotice): DemoUser[] => {
    if (notice.sendType === 2) return db.users;
    if (notice.sendType === 0) {
        const ids = new Set(parseUserIds(notice.sendObj));
        return db.users.filter(user => ids.has(user.userId));
    }
    const at = now();
    return db.users.filter(user =>
        notice.sendObj === 'verified' ? user.realnameStatus === 1 : notice.sendObj === 'unverified' ? user.realnameStatus !== 1 : holdsPaidPlan(db, user, at),
    );
};

/** The inbox copies a message made: by the ids it noted, or (seeded announcements) by type, title and time. */
const isCopyOf = (notice: DemoNotice) => {
    const ids = notice.deliveredIds ? new Set(notice.deliveredIds) : undefined;
    return (message: DemoMessage) =>
        ids ? ids.has(message.id) : message.type === notice.type && message.title === notice.title && message.createtime === notice.createtime;
};

/** Takes a message out of every inbox (delete, back to draft, or before delivering an edited version). */
const withdraw = (db: DemoDb, notice: DemoNotice) => {
    const copy = isCopyOf(notice);
    db.messages = db.messages.filter(message => !copy(message));
    notice.deliveredIds = [];
};

/**
 * Copies a published message into its recipients' inboxes as unread. An edited message is withdrawn first and
 * delivered again, so an edit reaches every inbox as new; a draft reaches none.
 */
const deliver = (db: DemoDb, notice: DemoNotice) => {
    withdraw(db, notice);
    if (notice.status !== 1) return;
    let id = nextId(db.messages);
    for (const user of recipients(db, notice)) {
        const message: DemoMessage = {
            id: id++,
            userId: user.userId,
            title: notice.title,
            content: notice.content,
            type: notice.type,
            readStatus: 0,
            status: 1,
            createtime: notice.createtime,
        };
        db.messages.push(message);
        notice.deliveredIds?.push(message.id);
    }
};

/** SaveMessage's checks, as the server makes them: each refusal names what is wrong. */
const validMessage = (db: DemoDb, input: Input): Omit<DemoNotice, 'id' | 'createtime' | 'deliveredIds'> => {
    const title = text(input.title);
    if (!title) throw new DemoError('标题不能为空');
    if (title.length > TITLE_MAX) throw new DemoError(`标题不能超过${TITLE_MAX}个字符`);
    const content = typeof input.content === 'string' ? input.content : '';
    if (!content.replace(/<[^>]*>|&nbsp;/g, '').trim()) throw new DemoError('内容不能为空');
    if (content.length > CONTENT_MAX) throw new DemoError(`内容不能超过${CONTENT_MAX}个字符`);
    const type = int(input.type, NaN);
    if (type !== 1 && type !== 2) throw new DemoError('消息类型不正确');
    const sendType = int(input.sendType, NaN);
    if (![0, 1, 2].includes(sendType)) throw new DemoError('发送方式不正确');
    if (!sendTypesFor(type).includes(sendType as 0 | 1 | 2)) throw new DemoError('公告只能发送给全部用户');
    const status = int(input.status, NaN);
    if (status !== 0 && status !== 1) throw new DemoError('状态不正确');
    let sendObj = '';
    if (sendType === 0) {
        const ids = parseUserIds(input.sendObj);
        if (ids.length === 0) throw new DemoError('请选择接收用户');
        const missing = ids.filter(userId => !db.users.some(user => user.userId === userId));
        if (missing.length > 0) throw new DemoError(`用户不存在：${missing.join(',')}`);
        sendObj = Array.from(new Set(ids)).join(',');
    } else if (sendType === 1) {
        sendObj = text(input.sendObj);
        if (!sendObj) throw new DemoError('请选择用户分组');
        if (!isRecipientGroup(sendObj)) throw new DemoError('用户分组不存在');
    }
    return { title, content, type, sendType, sendObj, status };
};

const noticeOf = (db: DemoDb, id: unknown): DemoNotice => {
    const notice = db.notices.find(row => row.id === int(id, NaN));
    if (!notice) throw new DemoError('消息不存在');
    return notice;
};

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

    // mark-as-read without opening: the read call path is not documented (SPEC section 7), this is our design:
    // {ids: number[]} (a bare array or comma-joined ids are read too); only the caller's own messages change
    route.userPost('app/account/message/read', ({ db, session, input, body }) => {
        const ids = new Set(idsOf(Array.isArray(body) ? body : input));
        if (ids.size === 0) throw new DemoError('请选择消息');
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
        const published = db.notices.filter(notice => notice.type === 2 && notice.status === 1 && matches(notice, { ...input, status: '' }));
        return ok({ data: paginate(published.map(adminWire), input, { sidx: 'id', order: 'desc', limit: 10 }) });
    }),

    // known: the admin drawer and message management, letters and announcements in any status
    route.adminPost('sys/message/GetMessageList', ({ db, input }) => {
        const page = paginate(
            db.notices.filter(notice => matches(notice, input)),
            input,
            { sidx: 'id', order: 'desc', limit: 20 },
        );
        return ok({ page: { ...page, list: page.list.map(adminWire) } });
    }),

    route.adminGet('sys/message/info/:id', ({ db, params }) => ok({ message: adminWire(noticeOf(db, params.id)) })),

    // known path; the checks and the delivery are designed: publishing copies it into the targeted inboxes
    route.adminPost('sys/message/SaveMessage', ({ db, input }) => {
        const values = validMessage(db, input);
        const id = optionalInt(input.id);
        if (id !== undefined && id > 0) {
            const notice = noticeOf(db, id);
            const reached = notice.status === 1;
            // out of the inboxes as it was (seeded copies are found by the old title), then delivered as it is now
            withdraw(db, notice);
            Object.assign(notice, values);
            // a message published again (or for the first time) reads as new: it is dated now
            if (notice.status === 1 && !reached) notice.createtime = now();
            deliver(db, notice);
            return ok({ data: { id: notice.id } });
        }
        const notice: DemoNotice = { id: nextId(db.notices), ...values, createtime: now(), deliveredIds: [] };
        db.notices.push(notice);
        deliver(db, notice);
        return ok({ data: { id: notice.id } });
    }),

    // known path, body {ids}; deleting withdraws the message from every inbox it reached (designed)
    route.adminPost('sys/message/delete', ({ db, input, body }) => {
        const ids = new Set(idsOf(Array.isArray(body) ? body : input));
        if (ids.size === 0) throw new DemoError('请选择要删除的数据');
        for (const notice of db.notices) if (ids.has(notice.id)) withdraw(db, notice);
        db.notices = db.notices.filter(notice => !ids.has(notice.id));
        return ok();
    }),
];
