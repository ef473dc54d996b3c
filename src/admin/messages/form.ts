import type { AdminMessage } from '../../data/adminMessages/api';
import {
    isRecipientGroup,
    joinUserIds,
    parseUserIds,
    sendTypesFor,
    type AdminMessageType,
    type RecipientGroup,
    type SendType,
} from '../../data/adminMessages/rules';

/** The write form's values: the send target split into what each choice needs. */
export interface MessageFormValues {
    id?: AdminMessage['id'];
    type: AdminMessageType;
    sendType: SendType;
    /** sendType 0: the chosen users. */
    userIds: number[];
    /** sendType 1: the group. */
    group: RecipientGroup | '';
    title: string;
    content: string;
    /** 1 publish now, 0 keep as a draft. */
    status: 0 | 1;
}

/** A new message: a station letter to every user, published when saved. */
export const emptyMessage: MessageFormValues = { type: 1, sendType: 2, userIds: [], group: '', title: '', content: '', status: 1 };

const asType = (value: unknown): AdminMessageType => (Number(value) === 2 ? 2 : 1);
const asSendType = (value: unknown, type: AdminMessageType): SendType => {
    const sendType = Number(value);
    return (sendTypesFor(type) as readonly number[]).includes(sendType) ? (sendType as SendType) : 2;
};

/** A stored message as the form edits it (unknown send types read as "all users"). */
export const toFormValues = (message: AdminMessage): MessageFormValues => {
    const type = asType(message.type);
    const sendType = asSendType(message.sendType, type);
    return {
        id: message.id,
        type,
        sendType,
        userIds: sendType === 0 ? parseUserIds(message.sendObj) : [],
        group: sendType === 1 && isRecipientGroup(message.sendObj) ? message.sendObj : '',
        title: message.title ?? '',
        content: message.content ?? '',
        status: Number(message.status) === 1 ? 1 : 0,
    };
};

/** The form's values as SaveMessage takes them: sendObj from the target (announcements always go to all users). */
export const toWire = (values: MessageFormValues): Omit<AdminMessage, 'id' | 'createtime'> & { id?: AdminMessage['id'] } => {
    const type = asType(values.type);
    const sendType = asSendType(values.sendType, type);
    return {
        ...(values.id !== undefined ? { id: values.id } : {}),
        type,
        sendType,
        sendObj: sendType === 0 ? joinUserIds(values.userIds ?? []) : sendType === 1 ? values.group : '',
        status: Number(values.status) === 1 ? 1 : 0,
        title: values.title.trim(),
        content: values.content,
    };
};
