import { DEMO_CLIENT_IP } from '../accounts';
import type { DemoDb } from '../model';
import { createRng } from '../prng';
import { daysBefore, formatDateTime } from '../time';

/** One row of an account's operation log (sign-ins, account changes...; owned by the operation log work). */
export interface DemoUserLog {
    id: number;
    userId: number;
    /** The log kind (the /log/list/:method tab): 1 sign-in, 2 account change (3, DNS changes, are db.operationLogs). */
    method: number;
    action: string;
    content: string;
    ip: string;
    area: string;
    createTime: string;
    /** The administrator who did it while acting as the user; absent when the user did. */
    operator?: string;
}

/** The methods of the operation log (designed): 0 all, 1 sign-ins, 2 account changes, 3 DNS changes. */
export const LOG_METHOD = { all: 0, signIn: 1, account: 2, dns: 3 } as const;

/** Where the demo's client addresses are (the backend answers an area per row; the DNS log rows have none). */
const AREAS: Record<string, string> = {
    '58.33.12.8': '上海市 电信',
    '114.88.3.21': '上海市 电信',
    '183.14.132.7': '广东省深圳市 电信',
    '223.104.63.18': '北京市 移动',
    '39.144.10.52': '浙江省杭州市 移动',
};

export const areaOf = (ip: string): string => AREAS[ip] ?? '未知';

const SIGN_INS: ReadonlyArray<[string, string]> = [
    ['登录', '账号密码登录成功'],
    ['登录', '账号密码登录成功'],
    ['登录', '账号密码登录成功'],
    ['登录失败', '密码错误'],
    ['退出登录', '用户主动退出'],
];

const ACCOUNT_CHANGES: ReadonlyArray<[string, string]> = [
    ['修改密码', '修改登录密码'],
    ['绑定手机', '绑定手机号 138****8000'],
    ['修改邮箱', '修改邮箱为 d***@example.com'],
    ['重置API密钥', '重新生成 API 密钥'],
    ['设置支付密码', '设置支付密码'],
    ['提交实名认证', '提交实名认证资料'],
    ['域名授权', '将域名管理授权给其他账号'],
];

/** The seeded log rows: about 60 for the demo user over the last 90 days, a few for the second user. */
export const seedUserLogs = (at: Date): DemoUserLog[] => {
    const rng = createRng(20261123);
    const ips = Object.keys(AREAS);
    const rows: DemoUserLog[] = [];
    const add = (userId: number, method: number, [action, content]: readonly [string, string], days: number) => {
        const ip = rng.pick(ips);
        rows.push({ id: 0, userId, method, action, content, ip, area: areaOf(ip), createTime: daysBefore(at, days) });
    };
    for (let index = 0; index < 60; index++) {
        const days = 0.2 + index * 1.5 + rng.next();
        if (index % 3 === 2) add(1, LOG_METHOD.account, ACCOUNT_CHANGES[index % ACCOUNT_CHANGES.length], days);
        else add(1, LOG_METHOD.signIn, rng.pick(SIGN_INS), days);
    }
    add(2, LOG_METHOD.signIn, SIGN_INS[0], 6);
    add(2, LOG_METHOD.account, ACCOUNT_CHANGES[1], 6.5);
    add(2, LOG_METHOD.signIn, SIGN_INS[0], 1);
    rows.sort((x, y) => x.createTime.localeCompare(y.createTime)).forEach((row, index) => (row.id = index + 1));
    return rows;
};

/** Logs a sign-in of the user (the sign-in route calls it once the credentials are accepted). */
export const recordSignIn = (db: DemoDb, userId: number, content: string, now: Date): void => {
    db.userLogs.push({
        id: db.userLogs.reduce((max, row) => Math.max(max, row.id), 0) + 1,
        userId,
        method: LOG_METHOD.signIn,
        action: '登录',
        content,
        ip: DEMO_CLIENT_IP,
        area: areaOf(DEMO_CLIENT_IP),
        createTime: formatDateTime(now),
    });
};

/** Logs an administrator's sign-in as the user ("sign in as this user"), under the administrator's name. */
export const recordActingSignIn = (db: DemoDb, userId: number, admin: string, minutes: number, ip: string): void => {
    db.userLogs.push({
        id: db.userLogs.reduce((max, row) => Math.max(max, row.id), 0) + 1,
        userId,
        method: LOG_METHOD.signIn,
        action: '管理员代为登录',
        content: `管理员 ${admin} 以本账号登录，${minutes} 分钟后自动结束`,
        ip,
        area: areaOf(ip),
        createTime: formatDateTime(new Date()),
        operator: admin,
    });
};
