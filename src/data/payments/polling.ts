import { ORDER_STATUS } from '../orders/codes';

/**
 * When to ask the payment result again while a QR payment waits (app/pay/queryPayResout): every 2 s at first,
 * then backing off to every 10 s; never past the order's expiry (the read right after it answers 11 expired),
 * and not at all once the order has left "pending payment".
 */

/** The delays between reads, by how many reads were made; the last one repeats. */
export const POLL_SCHEDULE_MS: readonly number[] = [2000, 2000, 2000, 3000, 4000, 5000, 6000, 8000, 10_000];

/** How long after the expiry the client keeps asking before it gives up and says the order expired. */
export const EXPIRY_GRACE_MS = 30_000;

/** The delay before read number `attempt + 1` (attempt 0 = after the first read). */
export const pollDelay = (attempt: number): number =>
    attempt >= 0 ? POLL_SCHEDULE_MS[Math.min(Math.floor(attempt), POLL_SCHEDULE_MS.length - 1)] : POLL_SCHEDULE_MS[0];

/** Pending payment is the only status that may still change by itself; every other one ends the wait. */
export const isWaitingStatus = (status: unknown): boolean => Number(status) === ORDER_STATUS.pending;

interface PollState {
    /** Reads made so far. */
    attempt: number;
    /** The order's status in the last answer. */
    status: unknown;
    /** Epoch ms of the order's expiry, when known. */
    expireAt?: number;
    now: number;
}

/** Milliseconds until the next read, or false to stop (a final status, or long enough past the expiry). */
export const nextPollDelay = ({ attempt, status, expireAt, now }: PollState): number | false => {
    if (!isWaitingStatus(status)) return false;
    const delay = pollDelay(attempt);
    if (expireAt === undefined || !Number.isFinite(expireAt)) return delay;
    if (now >= expireAt + EXPIRY_GRACE_MS) return false;
    // a read just after the expiry, so the page says "expired" at once rather than up to 10 s late
    if (now < expireAt) return Math.min(delay, expireAt - now + 500);
    return delay;
};

/** Past the expiry (and its grace) while the server still says pending: the client ends the wait itself. */
export const isPastExpiry = (expireAt: number | undefined, now: number): boolean =>
    expireAt !== undefined && Number.isFinite(expireAt) && now >= expireAt + EXPIRY_GRACE_MS;
