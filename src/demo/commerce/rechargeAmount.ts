import { centsToYuan, toCents } from '../../format/money';
import { formsCn } from '../../i18n/sections/forms';
import { validateRechargeAmount } from '../../validation/recharge';
import { text } from '../fields';
import { DemoError } from '../http';

/** The Chinese text of a forms-section validation key, as a real server would put it in `msg`. */
const cnText = (key: string): string => {
    const found = (formsCn.validation as Record<string, unknown>)[key.replace(/^validation\./, '')];
    return typeof found === 'string' ? found : key;
};

/**
 * A recharge amount as the server takes it (integer cents, whole yuan, at least 1.00), refused with the console's
 * own rule (src/validation/recharge.ts) and its Chinese text: the user's recharge and the admin's manual one.
 */
export const rechargeCentsOf = (value: unknown): number => {
    const raw = text(value);
    if (!raw) throw new DemoError(formsCn.validation.rechargeRequired);
    const cents = toCents(raw);
    const key = cents === undefined ? 'validation.rechargeInvalid' : validateRechargeAmount(centsToYuan(cents));
    if (cents === undefined || key) throw new DemoError(cnText(key ?? 'validation.rechargeInvalid'));
    return cents;
};
