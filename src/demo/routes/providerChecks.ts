import { MAIL_TEST_SECRETS, mailTestAnswer, SMS_TEST_SECRETS, smsTestAnswer, withStoredSecrets } from '../../data/providerChecks/answers';
import { int, isPlainObject, text } from '../fields';
import { DemoError, ok, route } from '../http';
import type { DemoDb } from '../model';
import { formatDateTime } from '../time';

type Config = Record<string, unknown>;

const parse = (json: unknown): Config => {
    try {
        const value: unknown = typeof json === 'string' ? JSON.parse(json) : json;
        return isPlainObject(value) ? value : {};
    } catch {
        throw new DemoError('paramValue 不是合法的 JSON');
    }
};

const storedValue = (db: DemoDb, find: (config: DemoDb['sysConfigs'][number]) => boolean): Config => {
    const record = db.sysConfigs.find(find);
    return record ? parse(record.paramValue) : {};
};

// ---- the CDN nodes ----------------------------------------------------------------------------------------

const REGIONS = ['华北-北京', '华东-上海', '华南-广州', '西南-成都', '华中-武汉', '香港'];

/**
 * Every node as the check last saw it, from the demo system's counts (the dashboard's "nodes online"): the last
 * `total - online` nodes are offline after failed checks in a row; one online node failed its last check once.
 * Checks are spread over the check's frequency (CDN_NODE_CHECK.checkNodeFrequency, seconds).
 */
const nodesOf = (db: DemoDb, now: number) => {
    const { online, total } = db.system.nodes;
    const frequency = Math.max(1, int(storedValue(db, config => config.id === 37).checkNodeFrequency, 10));
    return Array.from({ length: total }, (_, index) => {
        const offline = index >= online;
        const region = REGIONS[index % REGIONS.length];
        return {
            id: index + 1,
            name: `cdn-node-${String(index + 1).padStart(2, '0')}`,
            ip: `203.0.113.${11 + index * 7}`,
            region,
            state: offline ? 'offline' : 'online',
            lastCheck: formatDateTime(new Date(now - ((index * 3) % frequency) * 1000)),
            failures: offline ? 5 + (index - online) * 3 : index === 3 ? 1 : 0,
        };
    });
};

export const providerCheckRoutes = [
    // the typed SMS configuration (a secret left empty is the stored one) sends the verification-code template
    route.adminPost('sys/config/sms/test', ({ db, input }) => {
        const config = withStoredSecrets(
            parse(input.paramValue),
            storedValue(db, config => config.paramKey === 'SMS_CONFIG_KEY'),
            SMS_TEST_SECRETS,
        );
        return ok({ data: smsTestAnswer(config, text(input.mobile)) });
    }),
    route.adminPost('sys/config/mail/test', ({ db, input }) => {
        const config = withStoredSecrets(
            parse(input.paramValue),
            storedValue(db, config => config.paramKey === 'MAIL_CONFIG_KEY'),
            MAIL_TEST_SECRETS,
        );
        return ok({ data: mailTestAnswer(config, text(input.email)) });
    }),
    route.adminGet('sys/cdn/node/check/list', ({ db }) => ok({ data: { list: nodesOf(db, Date.now()) } })),
];
