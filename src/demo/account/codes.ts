import { DemoError } from '../http';
import type { DemoDb } from '../model';

/**
 * Verification codes the demo backend "sends" (mail or SMS): 6 digits, valid 5 minutes, single use, and at most
 * one send per purpose and target a minute. Every account flow (register, forget, bind mobile or email, payment
 * password) issues and checks its codes here.
 */
export interface DemoCode {
    /** What the code is for: register, forget, bindMobile, bindEmail, payPassword... */
    purpose: string;
    /** The mail address or mobile it was sent to. */
    target: string;
    code: string;
    /** Epoch ms it was sent. */
    sentAt: number;
    /** Epoch ms. */
    expiresAt: number;
    used: boolean;
}

export const CODE_TTL_MS = 5 * 60_000;
export const CODE_RESEND_MS = 60_000;
const CODE_LENGTH = 6;

const CODE_MESSAGES = {
    tooFrequent: '验证码发送过于频繁',
    wrong: '验证码不正确',
    expired: '验证码已过期',
    used: '验证码已使用',
} as const;

const randomDigits = (): string => {
    const [value] = globalThis.crypto.getRandomValues(new Uint32Array(1));
    return String(value % 10 ** CODE_LENGTH).padStart(CODE_LENGTH, '0');
};

/** A target as compared: trimmed, and a mail address case-insensitively. */
const normalise = (target: string) => target.trim().toLowerCase();

const latest = (db: DemoDb, purpose: string, target: string): DemoCode | undefined => {
    const wanted = normalise(target);
    let found: DemoCode | undefined;
    for (const entry of db.codes) if (entry.purpose === purpose && entry.target === wanted && (!found || entry.sentAt >= found.sentAt)) found = entry;
    return found;
};

/**
 * Sends a new code for `purpose` to `target`: refused with 验证码发送过于频繁 within a minute of the last send
 * there. Expired and used codes are dropped first, and a new code replaces the older ones of the same
 * purpose and target, so the table stays small.
 */
export const issueCode = (db: DemoDb, purpose: string, target: string, now: number = Date.now()): DemoCode => {
    const wanted = normalise(target);
    db.codes = db.codes.filter(entry => entry.expiresAt > now && !entry.used);
    const previous = latest(db, purpose, wanted);
    if (previous && now - previous.sentAt < CODE_RESEND_MS) throw new DemoError(CODE_MESSAGES.tooFrequent);
    db.codes = db.codes.filter(entry => !(entry.purpose === purpose && entry.target === wanted));
    const issued: DemoCode = { purpose, target: wanted, code: randomDigits(), sentAt: now, expiresAt: now + CODE_TTL_MS, used: false };
    db.codes.push(issued);
    return issued;
};

/**
 * Checks `code` against the last code sent for `purpose` to `target` and uses it up. Throws 验证码不正确 (none
 * sent, or a different code), 验证码已过期 or 验证码已使用.
 */
export const checkCode = (db: DemoDb, purpose: string, target: string, code: unknown, now: number = Date.now()): void => {
    const entry = latest(db, purpose, target);
    const given = typeof code === 'string' || typeof code === 'number' ? String(code).trim() : '';
    if (!entry || !given || entry.code !== given) throw new DemoError(CODE_MESSAGES.wrong);
    if (entry.used) throw new DemoError(CODE_MESSAGES.used);
    if (entry.expiresAt <= now) throw new DemoError(CODE_MESSAGES.expired);
    entry.used = true;
};
