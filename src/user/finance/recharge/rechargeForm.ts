import { RECHARGE_PRESET_CENTS } from '../../../config/constants';
import type { PayMethod } from '../../../data/orders/codes';
import { rechargeCents, validateRechargeAmount } from '../../../validation/recharge';

/** The recharge form: a preset amount (cents) or a custom one (yuan text), and the online channel. */
export interface RechargeFormValues {
    preset: number | null;
    custom: string;
    payType: PayMethod | null;
}

export const emptyRechargeForm = (): RechargeFormValues => ({ preset: null, custom: '', payType: null });

/** The custom field's rule: nothing to check when a preset is chosen; else "choose or enter", whole, at least 1. */
export const validateCustomAmount = (value: unknown, values: Partial<RechargeFormValues> | undefined): string | undefined =>
    values?.preset != null && RECHARGE_PRESET_CENTS.includes(values.preset) ? undefined : validateRechargeAmount(value, { presets: true });

/** The amount to recharge in cents: the preset, else a valid custom amount, else undefined. */
export const chosenCents = (values: Partial<RechargeFormValues>): number | undefined =>
    values.preset != null && RECHARGE_PRESET_CENTS.includes(values.preset) ? values.preset : rechargeCents(values.custom);
