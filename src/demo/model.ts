import type { WireToken } from '../data/apiTokens/types';
import type { WireSubAccount } from '../data/subAccounts/types';
import type { SignInResult } from '../data/sessions/api';
import type { ChangeSetEntry } from '../data/changeSets/types';
import type { DemoBulkState } from './bulk/jobs';
import type { DemoPtrState } from './dns/ptr';
import type { DemoDnssecZone } from './dns/dnssec';
import type { DemoGtmState } from './services/gtmTasks';
import type { DemoMonitoringState } from './services/monitoring';
import type { DemoHttpdnsUserState } from './services/httpdnsDomains';
import type { DemoSslState } from './services/sslOrders';
/** The demo database's tables. Field names follow the backend's wire format so handlers answer rows as they are. */
import type { DemoBlacklistState } from './admin/blackDomains';
import type { DemoHttpdnsState } from './admin/httpdnsAdmin';
import type { DemoProduct, DemoRecharge } from './admin/operation';
import type { DemoSystemState } from './admin/system';
import type { DemoCode } from './account/codes';
import type { DemoDomainLicense } from './account/domainLicenses';
import type { DemoRealname } from './account/realname';
import type { DemoUserLog } from './account/userLogs';
import type { DemoAuditLog } from './admin/auditTrail';
import type { DemoOrder } from './commerce/types';

export interface DemoUser {
    userId: number;
    username: string;
    mail: string;
    mobile: string;
    /** Plain text: this is a demo, and the credentials are printed on the login page anyway. */
    password: string;
    note: string;
    createTime: string;
    /** Cents. */
    propertyBalance: number;
    propertyScore: number;
    realnameStatus: number;
    realnameCertificateid: string;
    realnameCertificatetype: number;
    realnameName: string;
    unvalidModel: string[];
    /** The payment password (plain text, as the password); '' when none is set. */
    payPassword: string;
    /** The bound messaging-app account (openid); '' when none. */
    wechatOpenId: string;
    /** The API key; '' when none was generated. */
    apiKey: string;
    /** When the API key was generated; '' when there is none. */
    apiKeyTime: string;
    /** The real-name verification in progress or done; null before it starts. */
    realname: DemoRealname | null;
    /** The second factor (TOTP); absent until the account first enrols. */
    totp?: DemoTotp;
    /** USER_STATUS (data/appUsers/rules.ts); absent means active. */
    status?: number;
    /** Why an administrator disabled the account. */
    disabledReason?: string;
    /** The tokens of the sessions that ended when the account was disabled: their calls are told why, until it is enabled. */
    endedTokens?: string[];
}

interface DemoAdmin {
    userId: number;
    username: string;
    password: string;
    /** The second factor (TOTP); absent until the administrator first enrols. */
    totp?: DemoTotp;
}

/** An account's second factor: the secret, its recovery codes (hashed, each removed once used), wrong attempts. */
export interface DemoTotp {
    /** Base32; '' while off and nothing is being enrolled. */
    secret: string;
    enabled: boolean;
    /** Digests of the unused recovery codes (data/account/totp.ts redeemRecoveryCode). */
    recovery: string[];
    /** The last time step a code was accepted at: a code works once. */
    lastStep: number;
    failures: number;
    /** Milliseconds since the epoch; 0 when not locked. */
    lockedUntil: number;
}

export type Audience = 'user' | 'admin';

export interface DemoSession {
    token: string;
    audience: Audience;
    userId: number;
    /** Epoch milliseconds. */
    expiresAt: number;
    /** Where and how it was opened, and when last used (the sessions page); absent on a key's passing session. */
    id?: number;
    ip?: string;
    userAgent?: string;
    createTime?: string;
    lastActive?: string;
    /** Set when a sub-account signed in: the session acts for its owner (`userId`) within the sub-account's role and scope. */
    subAccountId?: number;
    /** A user session an administrator opened ("sign in as this user"): who, until expiresAt. */
    acting?: { adminId: number; admin: string };
}

/** A sub-account as the demo keeps it: the wire fields, its owner and its password. */
export interface DemoSubAccount extends WireSubAccount {
    ownerId: number;
    password: string;
}

/** A scoped API token as the demo keeps it: the wire fields, its owner and its secret. */
export interface DemoApiToken extends WireToken {
    userId: number;
    secret: string;
}

/** One sign-in attempt of a user (the sign-in history). */
export interface DemoSignIn {
    id: number;
    userId: number;
    time: string;
    ip: string;
    area: string;
    userAgent: string;
    result: SignInResult;
}

/** The CDN access token of a user: the CDN console signs the user in here with it (`?access_token=`). */
export interface AccessToken {
    accessToken: string;
    userId: number;
    /** When it was last (re)generated. */
    updateTime?: string;
}

/** 1 station letter, 2 announcement, 3 ticket. */
export type MessageType = 1 | 2 | 3;

/** A row of a user's inbox: announcements are fanned out to every inbox, as the backend does. */
export interface DemoMessage {
    id: number;
    userId: number;
    title: string;
    content: string;
    type: MessageType;
    /** 0 unread, 1 read. */
    readStatus: 0 | 1;
    status: number;
    createtime: string;
}

/**
 * A message as the admin wrote it (sys/message/*): announcements (type 2, the notice board and the admin drawer read
 * the published ones) and station letters (type 1). Publishing copies it into the targeted inboxes (db.messages).
 */
export interface DemoNotice {
    id: number;
    title: string;
    content: string;
    /** 1 station letter, 2 announcement. */
    type: 1 | 2;
    /** 0 users, 1 group, 2 all. */
    sendType: number;
    /** sendType 0: comma-joined user ids; 1: a group key (verified, unverified, paid); 2: ''. */
    sendObj: string;
    /** 1 published, 0 draft. */
    status: number;
    createtime: string;
    /** Ids of the inbox copies it made when published; absent on seeded rows (their copies match by title and time). */
    deliveredIds?: number[];
}

export interface SysConfigRecord {
    id: number;
    paramKey: string;
    /** JSON text. */
    paramValue: string;
    remark: string;
    status: number;
}

export interface RecursiveSegment {
    id: number;
    sourceIpS: number;
    sourceIpE: number;
    remark: string;
    createTime: string;
    mode: 2;
    /** 1 specified segment, 2 all segments. */
    type: 1 | 2;
    /** An IPv6 segment (designed): 6, with its addresses as text; sourceIpS/E are 0. */
    ipVersion?: 6;
    startIp?: string;
    endIp?: string;
}

export interface RecursiveStatus {
    recursive_enable: number;
    forward_enable: number;
    recursive_root_ips: string;
}

export interface WebConfigExtras {
    exclusive_mode: string[];
    cdnConf: { siteUrl: string; apiRootPath: string; syncRegister: number };
}

// ---- authoritative DNS ------------------------------------------------------------------------------------

/** A hosted domain. The bound plan, the group and the settings live in their own tables. */
export interface DemoDomain {
    id: number;
    userId: number;
    domain: string;
    /** 1 enabled, 3 paused. */
    status: 1 | 3;
    /** 1 our DNS servers, 2 wrong DNS servers, 0 not checked yet. */
    whoisStatus: 0 | 1 | 2;
    ckTime: string;
    /** JSON string array: the NS to set. */
    nsRecords: string;
    /** JSON string array: the NS found. */
    errorInfo: string;
    /** Kept in step with the records table by every record change. */
    recordCount: number;
    remarks: string;
    locked: 0 | 1;
    createTime: string;
}

export interface DemoDomainGroup {
    id: number;
    userId: number;
    name: string;
    remark: string;
    weight: number;
    /** A domain is in at most one group. */
    domainIds: number[];
    createTime: string;
}

/**
 * A DNS record, stored with short names (the big zone alone holds thousands; localStorage holds the whole db):
 * routes/records.ts maps them to the wire names. Line name, code and linetype come from the line id.
 */
export interface StoredRecord {
    /** record_id */
    i: number;
    /** domain id */
    d: number;
    /** top (host), lower case, '@' for the apex */
    h: string;
    /** record_type */
    t: string;
    /** value */
    v: string;
    /** record_line_id */
    l: number;
    ttl: number;
    /** weight, absent = 1 */
    w?: number;
    /** mx priority, MX only */
    m?: number;
    /** status: 1 on, 3 paused, 2 hidden */
    s: 1 | 2 | 3;
    /** updateTime, epoch seconds */
    u: number;
    /** remark, absent = none */
    r?: string;
}

export interface DemoCustomLine {
    id: number;
    userId: number;
    name: string;
    /** One "a-b" IPv4 range per line. */
    content: string;
    createTime: string;
}

/** 1 in use, 2 unused, 3 expired, 4 invalid. */
type ConsumeMode = 1 | 2 | 3 | 4;

/** A plan the user bought (or was given free). */
export interface DemoConsume {
    id: number;
    userId: number;
    productName: string;
    productId: number;
    /** Cents. */
    productUnitPrice: number;
    /** 1y 1s 1m 1d 1p */
    productUnit: string;
    effectStartTime: string;
    effectEndTime: string;
    /** 0 when bound to no domain. */
    domainId: number;
    free: boolean;
    mode: ConsumeMode;
}

/** A domain's settings; a domain with no row has the defaults. */
export interface DemoDomainSetting {
    domainId: number;
    confDefaultTtl: number;
    confCnameAccelerate: 0 | 1;
    confRecursiveStatus: 0 | 1;
    confSeoStatus: 0 | 1;
}

/** One row of the operation log, appended by every domain and record change. */
export interface DemoOperationLog {
    id: number;
    userId: number;
    domainId: number;
    domain: string;
    action: string;
    content: string;
    ip: string;
    username: string;
    createTime: string;
    /** The administrator who made the change while acting as the user; absent when the user made it. */
    operator?: string;
    /** The change set this row tells of (one row per change set), absent for other writes. */
    changeSetId?: number;
}

/** A record's content as a change set stores it: the stored record's short names, without its id and zone. */
export type StoredContent = Pick<StoredRecord, 'h' | 't' | 'v' | 'l' | 'ttl' | 'w' | 'm' | 's' | 'r'>;

/** One applied operation, kept small (a 5 000-record change must fit): an update keeps only the fields it changed. */
export interface StoredOp {
    o: 'a' | 'u' | 'd';
    /** The record's id. */
    i: number;
    /** The record before (update, delete). */
    b?: StoredContent;
    /** The record after (add: whole; update: the fields that changed). */
    a?: Partial<StoredContent>;
}

/** One entry of a domain's history: an applied change set (src/demo/dns/changeSets.ts). */
/** A zone-history entry as the demo keeps it: the answer's entry, its owner and the operations it applied. */
export interface DemoChangeSet extends Omit<ChangeSetEntry, 'domain_id'> {
    userId: number;
    domainId: number;
    ops: StoredOp[];
}

export interface DemoDb {
    users: DemoUser[];
    admins: DemoAdmin[];
    sessions: DemoSession[];
    apiTokens: DemoApiToken[];
    subAccounts: DemoSubAccount[];
    signIns: DemoSignIn[];
    accessTokens: AccessToken[];
    messages: DemoMessage[];
    notices: DemoNotice[];
    sysConfigs: SysConfigRecord[];
    recursiveSegments: RecursiveSegment[];
    recursiveStatus: RecursiveStatus;
    webConfig: WebConfigExtras;
    domains: DemoDomain[];
    domainGroups: DemoDomainGroup[];
    records: StoredRecord[];
    customLines: DemoCustomLine[];
    consumes: DemoConsume[];
    domainSettings: DemoDomainSetting[];
    dnssec: DemoDnssecZone[];
    operationLogs: DemoOperationLog[];
    changeSets: DemoChangeSet[];
    // ---- admin settings
    system: DemoSystemState;
    httpdns: DemoHttpdnsState;
    blacklist: DemoBlacklistState;
    products: DemoProduct[];
    recharges: DemoRecharge[];
    // ---- commerce
    orders: DemoOrder[];
    // ---- account
    codes: DemoCode[];
    domainLicenses: DemoDomainLicense[];
    userLogs: DemoUserLog[];
    // ---- the administrators' audit trail
    auditLogs: DemoAuditLog[];
    // ---- bulk work, PTR; services: one state object per area, shaped by its owner
    bulk: DemoBulkState;
    ptr: DemoPtrState;
    gtm: DemoGtmState;
    monitoring: DemoMonitoringState;
    httpdnsUser: DemoHttpdnsUserState;
    ssl: DemoSslState;
}
