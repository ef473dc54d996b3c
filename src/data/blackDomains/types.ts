import type { Identifier } from 'react-admin';

/** A blocked domain (designed: sys/dns/black/list rows). */
export interface BlackDomain {
    id: Identifier;
    domain: string;
    remark: string;
    createTime: string;
    /** When the entry stops applying ('YYYY-MM-DD HH:mm:ss'), '' for never (designed). */
    expireTime: string;
}

/** What the add dialog sends: many domains at once, one per line, with one remark. */
export interface BlackDomainDraft {
    domains: string;
    remark?: string;
    /** Optional expiry of every domain added (data/blackDomains/expiry.ts). */
    expireTime?: string;
}

/** What a blocked query is answered with. */
export const BLOCK_MODES = ['nxdomain', 'refused', 'fixed', 'zero'] as const;
export type BlockMode = (typeof BLOCK_MODES)[number];

/** The blacklist setting (designed: GET sys/dns/black/config, POST sys/dns/black/config/save). Switches travel as 0/1. */
export interface BlacklistSetting {
    /** 1: blocked domains are answered as `mode` says; 0: the list is kept but not applied. */
    enabled: 0 | 1;
    mode: BlockMode;
    /** The IPv4 answered when mode is `fixed` (required then). */
    answerIp: string;
    /** TTL of the blocking answer, in seconds. */
    ttl: number;
    /** 1: blocked queries are logged. */
    logBlocked: 0 | 1;
}

export const BLACKLIST_LIMITS = {
    /** Domains per add (the bulk domain-list limit). */
    domainsPerAdd: 500,
    remarkMax: 100,
    ttlMin: 1,
    ttlMax: 86_400,
} as const;

export const DEFAULT_BLACKLIST_SETTING: BlacklistSetting = { enabled: 1, mode: 'nxdomain', answerIp: '', ttl: 600, logBlocked: 1 };
