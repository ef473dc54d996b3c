import { yuanToCents } from '../../format/money';

/** Above this many yuan a manual recharge asks to type the amount again, unless the web config sets another figure. */
export const DEFAULT_RETYPE_ABOVE_YUAN = 10000;

/** The web config's `manualRecharge` member (WEB_CONFIG_KEY): the manual recharge's retype threshold, in yuan. */
export interface ManualRechargeSettings {
    retypeAbove?: number | string;
}

/** The threshold in cents: the stored figure when it is a whole number of yuan of 0 or more, else the default. */
export const retypeAboveCents = (settings: ManualRechargeSettings | undefined): number => {
    const stored = Number(settings?.retypeAbove);
    const yuan =
        settings?.retypeAbove !== undefined && settings.retypeAbove !== '' && Number.isInteger(stored) && stored >= 0 ? stored : DEFAULT_RETYPE_ABOVE_YUAN;
    return yuan * 100;
};

/** Whether a recharge of `cents` must be typed again. */
export const asksRetype = (cents: number, aboveCents: number): boolean => cents > aboveCents;

/** Whether the amount typed again is the same sum ("10000", "10,000" and "10000.00" are). */
export const retypeMatches = (typed: string, cents: number): boolean => yuanToCents(typed.replace(/[,，\s]/g, '')) === cents;
