import type { HttpdnsConfig } from '../../../data/httpdnsAdmin/api';
import { fromHttpdnsStatus, toHttpdnsStatus } from './httpdnsStatus';

/** What the settings form edits: the status as two switches, the rest as it is. */
export interface HttpdnsForm extends Record<string, unknown> {
    enabled: boolean;
    https: boolean;
    portHttp: string;
    portHttps: string;
    domain: string;
    certCrt: string;
    certKey: string;
}

const HTTPDNS_DEFAULT_PORTS = { http: 80, https: 443 } as const;

const portText = (value: unknown, fallback: number) =>
    value === undefined || value === null || String(value).trim() === '' ? String(fallback) : String(value).trim();

/** The server's config as form values: defaults 80 / 443 when unset. */
export const toHttpdnsForm = (config: Partial<HttpdnsConfig>): HttpdnsForm => ({
    ...fromHttpdnsStatus(config.status),
    portHttp: portText(config.portHttp, HTTPDNS_DEFAULT_PORTS.http),
    portHttps: portText(config.portHttps, HTTPDNS_DEFAULT_PORTS.https),
    domain: config.domain ?? '',
    certCrt: config.certCrt ?? '',
    certKey: config.certKey ?? '',
});

/** The form as the save call's body: the switches become status 0 / 1 / 3 and httpsStatus. */
export const toHttpdnsConfig = (form: HttpdnsForm): HttpdnsConfig => {
    const status = toHttpdnsStatus(form);
    return {
        status,
        httpsStatus: status === 3 ? 1 : 0,
        portHttp: Number(String(form.portHttp).trim()),
        portHttps: Number(String(form.portHttps).trim() || HTTPDNS_DEFAULT_PORTS.https),
        domain: form.domain.trim(),
        certCrt: form.certCrt.trim(),
        certKey: form.certKey.trim(),
    };
};
