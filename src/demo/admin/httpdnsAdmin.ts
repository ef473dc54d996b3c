import { createRng } from '../prng';
import { daysBefore } from '../time';

/** The HTTPDNS service settings as stored (the wire shape of sys/httpdns/config). */
export interface DemoHttpdnsConfig {
    status: 0 | 1 | 3;
    portHttp: number;
    portHttps: number;
    httpsStatus: number;
    certCrt: string;
    certKey: string;
    domain: string;
}

/** A domain resolved through HTTPDNS. The username is read from the users table when answering. */
export interface DemoHttpdnsDomain {
    id: number;
    domain: string;
    userId: number;
    queryCount: number;
    status: number;
    createTime: string;
}

/** A user's HTTPDNS access. */
export interface DemoHttpdnsUserConfig {
    id: number;
    userId: number;
    accountId: string;
    /** Comma-joined; empty = all of the user's domains. */
    domains: string;
    qpsLimit: number;
    status: number;
    createTime: string;
}

export interface DemoHttpdnsState {
    config: DemoHttpdnsConfig;
    domains: DemoHttpdnsDomain[];
    userConfigs: DemoHttpdnsUserConfig[];
}

const NAMES = ['app', 'api', 'img', 'video', 'cdn', 'm', 'pay', 'shop', 'live', 'push', 'static', 'game'];
const ZONES = ['example.com', 'demo-shop.cn', 'cloudgame.net'];

export const seedHttpdns = (at: Date): DemoHttpdnsState => {
    const rng = createRng(7007);
    const domains: DemoHttpdnsDomain[] = [];
    for (const zone of ZONES)
        for (const name of NAMES.slice(0, 8))
            domains.push({
                id: domains.length + 1,
                domain: `${name}.${zone}`,
                userId: zone === 'cloudgame.net' ? 2 : 1,
                queryCount: rng.int(0, 250_000),
                status: rng.chance(0.85) ? 1 : 0,
                createTime: daysBefore(at, rng.int(1, 90)),
            });
    return {
        config: { status: 1, portHttp: 80, portHttps: 443, httpsStatus: 0, certCrt: '', certKey: '', domain: 'httpdns.dnsconsole.cn' },
        domains,
        userConfigs: [
            { id: 1, userId: 1, accountId: '100001', domains: 'app.example.com,api.example.com', qpsLimit: 1000, status: 1, createTime: daysBefore(at, 30) },
            { id: 2, userId: 2, accountId: '100002', domains: '', qpsLimit: 0, status: 0, createTime: daysBefore(at, 5) },
        ],
    };
};
