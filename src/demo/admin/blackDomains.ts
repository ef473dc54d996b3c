import type { BlacklistSetting } from '../../data/blackDomains/types';
import { daysBefore } from '../time';

/** A blocked domain as the demo stores it. */
interface DemoBlackDomain {
    id: number;
    domain: string;
    remark: string;
    createTime: string;
    /** '' for never (data/blackDomains/expiry.ts). */
    expireTime?: string;
}

/** The blocked domains and the blacklist setting. */
export interface DemoBlacklistState {
    domains: DemoBlackDomain[];
    setting: BlacklistSetting;
}

const SEED: Array<[string, string]> = [
    ['malware-download.example.com', '恶意软件分发'],
    ['phishing-bank.example.net', '仿冒银行登录'],
    ['ads.tracker.example.org', '广告追踪'],
    ['*.botnet-c2.example.com', '僵尸网络控制'],
    ['coinminer.example.cn', '挖矿脚本'],
    ['fake-lottery.example.com', '诈骗网站'],
];

export const seedBlacklist = (at: Date): DemoBlacklistState => ({
    domains: SEED.map(([domain, remark], index) => ({ id: index + 1, domain, remark, createTime: daysBefore(at, 30 - index * 4.5) })),
    setting: { enabled: 1, mode: 'nxdomain', answerIp: '', ttl: 600, logBlocked: 1 },
});
