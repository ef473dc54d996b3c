import { daysBefore } from '../time';

/** The steps of a system update, in order (GET sys/dns/GetUpdateStatus `data.step`). */
export const UPDATE_STEPS = ['download', 'verify', 'install', 'restart'] as const;
export type UpdateStep = (typeof UPDATE_STEPS)[number];

export type UpdateState = 'idle' | 'running' | 'done' | 'failed';

/** The update in progress (or the last one). Progress advances a step (+25 %) per status call: fast and deterministic. */
interface DemoUpdate {
    state: UpdateState;
    progress: number;
    step: UpdateStep | '';
    fromVersion: string;
    toVersion: string;
    message: string;
}

interface DemoVersion {
    current: string;
    latest: string;
    releaseDate: string;
    notes: string;
}

interface DemoLicense {
    licensee: string;
    edition: string;
    serial: string;
    issuedAt: string;
    expiresAt: string;
    limits: { domains: number; users: number; nodes: number };
    features: string[];
}

/** The CDN build's static variables (POST sys/cdnsys/auth/update/static/variable). */
export interface DemoCdnVariables {
    cnameSuffix: string;
    defaultCacheTtl: number;
    originTimeout: number;
    maxBodySizeMb: number;
    nodeSecret: string;
    acmeEmail: string;
}

export interface DemoSystemState {
    version: DemoVersion;
    update: DemoUpdate;
    /** Test hook (set with changeDemoDb): the next update fails at this step. Empty: updates succeed. */
    failUpdateAt: UpdateStep | '';
    startedAt: string;
    nodes: { online: number; total: number };
    license: DemoLicense;
    cdnVariables: DemoCdnVariables;
}

export const IDLE_UPDATE: DemoUpdate = { state: 'idle', progress: 0, step: '', fromVersion: '', toVersion: '', message: '' };

export const seedSystem = (at: Date): DemoSystemState => ({
    version: {
        current: '3.2.1',
        latest: '3.3.0',
        releaseDate: daysBefore(at, 3).slice(0, 10),
        notes: '新增 HTTPDNS 用户级配置；黑名单支持批量导入；解析量统计按小时聚合，图表加载更快；修复递归 DNS 段重叠时的保存问题。',
    },
    update: { ...IDLE_UPDATE },
    failUpdateAt: '',
    startedAt: daysBefore(at, 12.4),
    nodes: { online: 11, total: 12 },
    license: {
        licensee: '北京示例网络科技有限公司',
        edition: 'enterprise',
        serial: 'DNS-ENT-7F3A-92C1-4B8E-D05F',
        issuedAt: daysBefore(at, 165),
        expiresAt: daysBefore(at, -200),
        limits: { domains: 500, users: 200, nodes: 20 },
        features: ['authoritative', 'recursive', 'httpdns', 'dispatch', 'monitor'],
    },
    cdnVariables: {
        cnameSuffix: 'cdn.dnsconsole.cn',
        defaultCacheTtl: 3600,
        originTimeout: 30,
        maxBodySizeMb: 100,
        nodeSecret: 'n0de-s3cret-demo',
        acmeEmail: 'ssl@dnsconsole.cn',
    },
});
