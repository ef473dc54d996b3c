import { isDomainName } from '../../../validation';
import type { HttpdnsUserConfig } from '../../../data/httpdnsAdmin/api';

/** The user config dialog's values: the allowed domains one per line. */
export interface UserConfigForm extends Record<string, unknown> {
    username: string;
    accountId: string;
    domains: string;
    qpsLimit: string;
    status: boolean;
}

export const emptyUserConfigForm: UserConfigForm = { username: '', accountId: '', domains: '', qpsLimit: '0', status: true };

export const toUserConfigForm = (record: HttpdnsUserConfig): UserConfigForm => ({
    username: record.username ?? '',
    accountId: record.accountId ?? '',
    domains: String(record.domains ?? '')
        .split(',')
        .map(item => item.trim())
        .filter(Boolean)
        .join('\n'),
    qpsLimit: String(record.qpsLimit ?? 0),
    status: Number(record.status) === 1,
});

const domainLines = (text: string) =>
    text
        .split(/[\n,，]+/)
        .map(item => item.trim().toLowerCase())
        .filter(Boolean);

export const toUserConfigRecord = (form: UserConfigForm): Omit<HttpdnsUserConfig, 'id'> => ({
    username: form.username.trim(),
    accountId: form.accountId.trim(),
    domains: domainLines(form.domains).join(','),
    qpsLimit: form.qpsLimit.trim() === '' ? 0 : Number(form.qpsLimit.trim()),
    status: form.status ? 1 : 0,
});

/** One domain per line: each a valid name, none twice; the message names the line. Empty passes. */
export const validateDomainLines = (value: unknown): { message: string; args: { line: string } } | undefined => {
    const seen = new Set<string>();
    for (const line of domainLines(String(value ?? ''))) {
        if (!isDomainName(line)) return { message: 'httpdnsSettings.validation.domains', args: { line } };
        if (seen.has(line)) return { message: 'httpdnsSettings.validation.domainsDuplicate', args: { line } };
        seen.add(line);
    }
    return undefined;
};

export const validateQps = (value: unknown): string | undefined => {
    const text = String(value ?? '').trim();
    if (!text) return undefined;
    return /^\d+$/.test(text) && Number(text) <= 1_000_000 ? undefined : 'httpdnsSettings.validation.qps';
};

export const validateAccountId = (value: unknown): string | undefined => {
    const text = String(value ?? '').trim();
    return !text || /^\d{4,12}$/.test(text) ? undefined : 'httpdnsSettings.validation.accountId';
};
