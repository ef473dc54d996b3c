/** The demo database's tables. Field names follow the backend's wire format so handlers answer rows as they are. */

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
}

export interface DemoAdmin {
    userId: number;
    username: string;
    password: string;
}

export type Audience = 'user' | 'admin';

export interface DemoSession {
    token: string;
    audience: Audience;
    userId: number;
    /** Epoch milliseconds. */
    expiresAt: number;
}

export interface AccessToken {
    accessToken: string;
    userId: number;
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

/** An announcement as the admin wrote it: the notice board and the admin drawer read these. */
export interface DemoNotice {
    id: number;
    title: string;
    content: string;
    type: 2;
    /** 0 users, 1 group, 2 all. */
    sendType: number;
    /** 1 published, 0 withdrawn. */
    status: number;
    createtime: string;
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

export interface DemoDb {
    users: DemoUser[];
    admins: DemoAdmin[];
    sessions: DemoSession[];
    accessTokens: AccessToken[];
    messages: DemoMessage[];
    notices: DemoNotice[];
    sysConfigs: SysConfigRecord[];
    recursiveSegments: RecursiveSegment[];
    recursiveStatus: RecursiveStatus;
    webConfig: WebConfigExtras;
}
