import { maxLength, required, type Validator } from 'react-admin';
import { CONTENT_MAX, TITLE_MAX } from '../../data/adminMessages/rules';
import type { MessageFormValues } from './form';

/** Text that is only tags and spaces says nothing: the content must have words (or an image). */
export const isBlankHtml = (html: unknown): boolean => {
    const value = String(html ?? '');
    if (/<img\b/i.test(value)) return false;
    return value.replace(/<[^>]*>|&nbsp;/gi, '').trim() === '';
};

const notBlankHtml: Validator = value => (value && isBlankHtml(value) ? 'adminMessages.validation.contentRequired' : undefined);

const usersWhenChosen: Validator = (value: unknown, values: Partial<MessageFormValues>) =>
    Number(values.sendType) === 0 && (!Array.isArray(value) || value.length === 0) ? 'adminMessages.validation.usersRequired' : undefined;

const groupWhenChosen: Validator = (value: unknown, values: Partial<MessageFormValues>) =>
    Number(values.sendType) === 1 && !value ? 'adminMessages.validation.groupRequired' : undefined;

export const validateTitle = [required('adminMessages.validation.titleRequired'), maxLength(TITLE_MAX, 'adminMessages.validation.titleMax')];
export const validateContent = [
    required('adminMessages.validation.contentRequired'),
    notBlankHtml,
    maxLength(CONTENT_MAX, 'adminMessages.validation.contentMax'),
];
export const validateUsers = [usersWhenChosen];
export const validateGroup = [groupWhenChosen];
