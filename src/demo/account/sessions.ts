import type { SignInResult } from '../../data/sessions/api';
import { deviceKey, parseUserAgent } from '../../format/userAgent';
import { nextId } from '../db';
import type { DemoDb, DemoSession, DemoSignIn, DemoUser } from '../model';
import { daysBefore, formatDateTime } from '../time';
import type { DemoClient } from './client';
import { areaOf } from './userLogs';
import { sessionsCn } from '../../i18n/sections/sessions';

/** Sessions and sign-in attempts of the demo backend (designed: src/data/sessions/api.ts). */

// the browser's name in the station letter, as the Chinese console names it
const BROWSER_NAMES: Record<string, string> = sessionsCn.browsers;

/** Notes a sign-in attempt; a successful one from a browser the account never signed in with gets a station letter. */
export const noteSignIn = (db: DemoDb, user: DemoUser | undefined, client: DemoClient, result: SignInResult, at = new Date()): void => {
    if (!user) return;
    const agent = parseUserAgent(client.userAgent);
    const device = deviceKey(client.userAgent);
    const known = db.signIns.some(row => row.userId === user.userId && row.result === 'success' && deviceKey(row.userAgent) === device);
    const time = formatDateTime(at);
    const area = areaOf(client.ip);
    db.signIns.push({ id: nextId(db.signIns), userId: user.userId, time, ip: client.ip, area, userAgent: client.userAgent, result });
    // a program (no browser the reader knows) is no device to warn about
    if (result !== 'success' || known || agent.browser === 'other' || agent.browser === 'curl') return;
    const browser = BROWSER_NAMES[agent.browser];
    db.messages.push({
        id: nextId(db.messages),
        userId: user.userId,
        title: '新设备登录提醒',
        content: `<p>您的账号于 ${time} 在新设备上登录（${browser}，${client.ip}，${area}）。</p><p>如非本人操作，请立即修改密码，并在“账户安全 - 登录设备”中退出该设备。</p>`,
        type: 1,
        readStatus: 0,
        status: 1,
        createtime: time,
    });
};

/** Fills in where a new session was opened (issueToken calls it for a sign-in that knows its client). */
export const describeSession = (db: DemoDb, session: DemoSession, client: DemoClient, at = new Date()): void => {
    const time = formatDateTime(at);
    session.id = nextId(db.sessions.map(row => ({ id: row.id ?? 0 })));
    session.ip = client.ip;
    session.userAgent = client.userAgent;
    session.createTime = time;
    session.lastActive = time;
};

/** Marks a session used: to the minute, so a burst of calls writes the database once. */
export const touchSession = (session: DemoSession, at = new Date()): void => {
    if (session.id === undefined) return;
    const stamp = formatDateTime(at);
    if (session.lastActive?.slice(0, 16) !== stamp.slice(0, 16)) session.lastActive = stamp;
};

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86';
const LINUX_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The first user is signed in on two other devices, for a month (so the demo keeps them whenever it is opened). */
export const seedSessions = (at: Date): DemoSession[] =>
    (
        [
            [1, 'demo-session-iphone', '223.104.63.18', IPHONE, 2, 0.12],
            [2, 'demo-session-edge', '183.14.132.7', WINDOWS_EDGE, 5, 1.3],
        ] as const
    ).map(([id, token, ip, userAgent, opened, active]) => ({
        id,
        token,
        audience: 'user',
        userId: 1,
        expiresAt: at.getTime() + 30 * 86_400_000,
        ip,
        userAgent,
        createTime: daysBefore(at, opened),
        lastActive: daysBefore(at, active),
    }));

/** The first user's recent sign-ins: four devices (a Linux desktop among them), two failures. */
export const seedSignIns = (at: Date): DemoSignIn[] =>
    (
        [
            [24, '58.33.12.8', LINUX_CHROME, 'success'],
            [20, '58.33.12.8', MAC_CHROME, 'success'],
            [12, '58.33.12.8', MAC_CHROME, 'badPassword'],
            [12, '58.33.12.8', MAC_CHROME, 'success'],
            [5, '183.14.132.7', WINDOWS_EDGE, 'success'],
            [3.2, '39.144.10.52', MAC_CHROME, 'badCaptcha'],
            [3, '39.144.10.52', MAC_CHROME, 'badPassword'],
            [2, '223.104.63.18', IPHONE, 'success'],
        ] as const
    ).map(([days, ip, userAgent, result], index) => ({ id: index + 1, userId: 1, time: daysBefore(at, days), ip, area: areaOf(ip), userAgent, result }));
