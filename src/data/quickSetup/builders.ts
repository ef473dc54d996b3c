/**
 * The builders: presets whose one TXT is written from a form (DMARC, SPF, MTA-STS, BIMI) instead of typed. Each takes
 * the form's fields and gives the template's variables; pure, so the form and its tests share it.
 */

export const DMARC_POLICIES = ['none', 'quarantine', 'reject'] as const;
export type DmarcPolicy = (typeof DMARC_POLICIES)[number];

export interface DmarcFields {
    p: DmarcPolicy;
    /** '' = as p. */
    sp: DmarcPolicy | '';
    pct: number;
    rua: string;
    ruf: string;
    adkim: 'r' | 's';
    aspf: 'r' | 's';
}

export const DMARC_DEFAULTS: DmarcFields = { p: 'none', sp: '', pct: 100, rua: '', ruf: '', adkim: 'r', aspf: 'r' };

/** Comma-separated mail addresses as DMARC's mailto: URIs. */
const mailtos = (addresses: string): string =>
    addresses
        .split(/[,;\s]+/)
        .filter(Boolean)
        .map(address => `mailto:${address.replace(/^mailto:/i, '')}`)
        .join(',');

/** A DMARC record (RFC 7489 6.3): v and p first, the rest only when not the default. */
export const dmarcRecord = (fields: DmarcFields): string => {
    const tags = [`v=DMARC1`, `p=${fields.p}`];
    if (fields.sp) tags.push(`sp=${fields.sp}`);
    const pct = Math.min(100, Math.max(0, Math.round(Number(fields.pct))));
    if (Number.isFinite(pct) && pct !== 100) tags.push(`pct=${pct}`);
    if (mailtos(fields.rua)) tags.push(`rua=${mailtos(fields.rua)}`);
    if (mailtos(fields.ruf)) tags.push(`ruf=${mailtos(fields.ruf)}`);
    if (fields.adkim === 's') tags.push('adkim=s');
    if (fields.aspf === 's') tags.push('aspf=s');
    return tags.join('; ');
};

const MAIL = /^[^@\s,;]+@[^@\s,;]+\.[^@\s,;]+$/;

/** Whether each address of a comma-separated list is a mail address (empty is allowed). */
export const mailList = (addresses: string): boolean =>
    addresses
        .split(/[,;\s]+/)
        .filter(Boolean)
        .every(address => MAIL.test(address.replace(/^mailto:/i, '')));

export interface SpfFields {
    includes: string;
    ip4: string;
    ip6: string;
    a: boolean;
    mx: boolean;
    all: '-' | '~' | '?';
}

export const SPF_DEFAULTS: SpfFields = { includes: '', ip4: '', ip6: '', a: false, mx: true, all: '~' };

const words = (text: string) => text.split(/[,;\s]+/).filter(Boolean);

/** An SPF record (RFC 7208): a, mx, the ip4/ip6 ranges and includes, then the chosen all. */
export const spfRecord = (fields: SpfFields): string =>
    [
        'v=spf1',
        ...(fields.a ? ['a'] : []),
        ...(fields.mx ? ['mx'] : []),
        ...words(fields.ip4).map(range => `ip4:${range}`),
        ...words(fields.ip6).map(range => `ip6:${range}`),
        ...words(fields.includes).map(domain => `include:${domain}`),
        `${fields.all}all`,
    ].join(' ');

export interface MtaStsFields {
    /** The policy's id: changes each time the policy file changes. */
    id: string;
    /** Where TLS reports go. */
    rua: string;
    /** The host serving https://mta-sts.<domain>/.well-known/mta-sts.txt. */
    policyhost: string;
}

/** The MTA-STS (RFC 8461) and TLS-RPT (RFC 8460) records. */
export const mtaStsVariables = (fields: MtaStsFields): Record<string, string> => ({
    policy: `v=STSv1; id=${fields.id}`,
    report: `v=TLSRPTv1; rua=${mailtos(fields.rua)}`,
    policyhost: fields.policyhost,
});

export interface BimiFields {
    /** The SVG Tiny PS logo, https. */
    logo: string;
    /** The mark certificate (VMC), https; optional. */
    vmc: string;
}

/** A BIMI assertion record. */
export const bimiRecord = (fields: BimiFields): string => [`v=BIMI1`, `l=${fields.logo}`, ...(fields.vmc ? [`a=${fields.vmc}`] : [])].join('; ');
