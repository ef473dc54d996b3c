import { isDomainName } from '../../validation/domain';
import type { SslProductType } from './codes';

/**
 * The checks of a certificate application and of the saved profiles. Each answers a translation key (or
 * react-admin's {message, args}); the demo backend refuses with the same functions (demo/services/sslRules.ts).
 */

export type Refusal = string | { message: string; args: Record<string, unknown> };

/** Domains as typed: one per line (commas and spaces also split), trimmed, lower case, repeats dropped. */
export const parseCertDomains = (text: unknown): string[] => {
    const items = String(text ?? '')
        .split(/[\s,，;；]+/)
        .map(item => item.trim().toLowerCase())
        .filter(Boolean);
    return [...new Set(items)];
};

const isWildcard = (domain: string): boolean => domain.startsWith('*.');

/** What a product allows: how many names, whether the common name must (or may) be a wildcard. */
interface DomainRule {
    type: SslProductType;
    /** Names on one certificate: 1, or more for multi-domain products. */
    maxDomains: number;
}

/** The domains of an application, judged against its product: count, format, wildcard rules. */
export const checkCertDomains = (domains: readonly string[], rule: DomainRule): Refusal | undefined => {
    if (domains.length === 0) return 'ssl.validation.domainsRequired';
    if (rule.type !== 'multi' && domains.length > 1) return 'ssl.validation.oneDomain';
    if (domains.length > rule.maxDomains) return { message: 'ssl.validation.tooMany', args: { max: rule.maxDomains } };
    const bad = domains.find(domain => !isDomainName(domain) || domain.indexOf('*', 1) > 0 || (domain.startsWith('*') && !isWildcard(domain)));
    if (bad) return { message: 'ssl.validation.domainFormat', args: { domain: bad } };
    const wildcard = domains.find(isWildcard);
    if (rule.type === 'dvWildcard' && !isWildcard(domains[0])) return 'ssl.validation.wildcardNeeded';
    if (rule.type !== 'dvWildcard' && wildcard) return { message: 'ssl.validation.wildcardNotAllowed', args: { domain: wildcard } };
    return undefined;
};

/** react-admin validator of the domains field for a product. */
export const validateCertDomains =
    (rule: DomainRule | undefined) =>
    (value: unknown): Refusal | undefined =>
        rule ? checkCertDomains(parseCertDomains(value), rule) : undefined;

const CSR_PEM = /^-----BEGIN (NEW )?CERTIFICATE REQUEST-----\r?\n([A-Za-z0-9+/=\r\n]+)\r?\n-----END (NEW )?CERTIFICATE REQUEST-----\s*$/;

/** A pasted CSR: one PEM block of a certificate request. */
export const isCsrPem = (text: string): boolean => CSR_PEM.test(text.trim() + '\n');

export const validateCsr = (value: unknown): string | undefined => {
    const text = String(value ?? '').trim();
    return text === '' || isCsrPem(text) ? undefined : 'ssl.validation.csr';
};

/** Profile field limits. */
export const PROFILE_LIMITS = { name: 50, jobTitle: 50, companyName: 100, address: 200 } as const;

/** Unified social credit code (18 characters, GB 32100) or an older registration number (15 digits). */
export const isRegNumber = (text: string): boolean => /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(text) || /^\d{15}$/.test(text);

/** A landline or mobile: digits with an optional +, area-code dash, spaces; 5 to 20 characters. */
export const isPhone = (text: string): boolean => /^\+?[\d][\d\- ]{3,18}\d$/.test(text);

const judge =
    (test: (text: string) => boolean, key: string) =>
    (value: unknown): string | undefined => {
        const text = String(value ?? '').trim();
        return text === '' || test(text) ? undefined : key;
    };

export const validateRegNumber = judge(isRegNumber, 'ssl.validation.regNumber');
export const validatePhone = judge(isPhone, 'ssl.validation.phone');
