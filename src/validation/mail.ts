import { isEmail } from './contact';
import type { ValidationError } from './messages';
import { isPort } from './port';

/** SPEC section 9: the six SMTP host presets, with the port each one suggests (SSL, or STARTTLS for Outlook). */
export const SMTP_PRESETS = [
    { key: 'exmailQq', host: 'smtp.exmail.qq.com', port: 465 },
    { key: 'qq', host: 'smtp.qq.com', port: 465 },
    { key: 'aliyunQiye', host: 'smtp.qiye.aliyun.com', port: 465 },
    { key: 'aliyun', host: 'smtp.aliyun.com', port: 465 },
    { key: 'gmail', host: 'smtp.gmail.com', port: 465 },
    { key: 'outlook', host: 'smtp.office365.com', port: 587 },
] as const;

type SmtpPreset = (typeof SMTP_PRESETS)[number];

export const presetOf = (host: string): SmtpPreset | undefined => SMTP_PRESETS.find(preset => preset.host === host.trim().toLowerCase());

/** A host name or an IPv4 address, no scheme or path: what an SMTP client connects to. */
export const isSmtpHost = (text: string): boolean =>
    text.length <= 253 && /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(text);

const K = 'systemSettings.mail.validation';

export const MAIL_MESSAGES = {
    host: `${K}.host`,
    hostFormat: `${K}.hostFormat`,
    username: `${K}.username`,
    password: `${K}.password`,
    port: `${K}.port`,
    protocol: `${K}.protocol`,
    email: 'validation.email',
    portRange: 'validation.port',
} as const;

/** react-admin validator of the host: empty passes (pair it with required()). */
export const validateSmtpHost = (value: unknown): string | undefined => {
    const text = String(value ?? '').trim();
    return text === '' || isSmtpHost(text) ? undefined : MAIL_MESSAGES.hostFormat;
};

const plain = (message: string): ValidationError => ({ message, args: {} });
const text = (value: unknown) => String(value ?? '').trim();

/** A mail paramValue judged as the server does (the demo refuses with the first problem). */
export const mailProblem = (value: Record<string, unknown>): ValidationError | undefined => {
    if (value.protocol !== undefined && value.protocol !== 'smtp') return plain(MAIL_MESSAGES.protocol);
    if (!text(value.host)) return plain(MAIL_MESSAGES.host);
    if (!isSmtpHost(text(value.host))) return plain(MAIL_MESSAGES.hostFormat);
    if (!text(value.username)) return plain(MAIL_MESSAGES.username);
    if (!isEmail(text(value.username))) return plain(MAIL_MESSAGES.email);
    if (!text(value.password)) return plain(MAIL_MESSAGES.password);
    if (!text(value.port)) return plain(MAIL_MESSAGES.port);
    if (!isPort(value.port)) return plain(MAIL_MESSAGES.portRange);
    return undefined;
};
