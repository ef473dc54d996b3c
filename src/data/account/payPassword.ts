/**
 * The payment password rule: exactly 6 digits, as a bank card's PIN (SPEC section 5 gives the login and payment
 * passwords 4-30 characters with no Chinese; a payment password is typed on a phone keypad at the checkout, so
 * we hold it to 6 digits, which also satisfies that rule). The form and the demo backend both use it.
 */
export const PAY_PASSWORD_LENGTH = 6;

export const isPayPassword = (text: string): boolean => /^\d{6}$/.test(text);

/** react-admin validator: empty passes (pair it with required()); the result is a translation key. */
export const validatePayPassword = (value: unknown): string | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    return isPayPassword(String(value)) ? undefined : 'accountInfo.validation.payPassword';
};
