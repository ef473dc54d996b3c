/**
 * SPEC section 5 contact validators. Each is a react-admin validator: empty passes (pair it with required()),
 * the value is judged trimmed, the result is a translation key.
 */

/** Mobile: starts with 1, 5-21 digits in all. Message 手机号格式错误. */
export const isMobile = (text: string): boolean => /^1\d{4,20}$/.test(text);

/** Email: one @, a dotted domain after it, no spaces. Message 邮箱地址格式错误. */
export const isEmail = (text: string): boolean => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text) && text.length <= 254;

const judge =
    (test: (text: string) => boolean, key: string) =>
    (value: unknown): string | undefined => {
        if (value === undefined || value === null) return undefined;
        const text = String(value).trim();
        return text === '' || test(text) ? undefined : key;
    };

export const validateMobile = judge(isMobile, 'validation.mobile');
export const validateEmail = judge(isEmail, 'validation.email');
