import { RECHARGE_PRESET_CENTS } from '../../../config/constants';
import type { PayMethod } from '../../../data/orders/codes';
import { rechargeCents, shortfallRechargeCents, validateRechargeAmount } from '../../../validation/recharge';

/** The recharge form: a preset amount (cents) or a custom one (yuan text), and the online channel. */
export interface RechargeFormValues {
    preset: number | null;
    custom: string;
    payType: PayMethod | null;
}

/** A blank form, or, for an order the balance is `shortCents` short of, the amount that covers it typed in. */
export const emptyRechargeForm = (shortCents?: number): RechargeFormValues => ({
    preset: null,
    custom: shortCents && shortCents > 0 ? String(shortfallRechargeCents(shortCents) / 100) : '',
    payType: null,
});

/** The shortfall (cents) a link to the recharge screen carries (?short=), when it is a positive whole number. */
export const shortIn = (search: URLSearchParams): number | undefined => {
    const short = Number(search.get('short'));
    return Number.isSafeInteger(short) && short > 0 ? short : undefined;
};

/** The custom field's rule: nothing to check when a preset is chosen; else "choose or enter", whole, at least 1. */
export const validateCustomAmount = (value: unknown, values: Partial<RechargeFormValues> | undefined): string | undefined =>
    values?.preset != null && RECHARGE_PRESET_CENTS.includes(values.preset) ? undefined : validateRechargeAmount(value, { presets: true });

/** The amount to recharge in cents: the preset, else a valid custom amount, else undefined. */
export const chosenCents = (values: Partial<RechargeFormValues>): number | undefined =>
    values.preset != null && RECHARGE_PRESET_CENTS.includes(values.preset) ? values.preset : rechargeCents(values.custom);
