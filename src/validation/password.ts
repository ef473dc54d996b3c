/**
 * SPEC section 5 "Account passwords (login and payment)": 4 to 30 characters, no Chinese, and a confirmation
 * that matches. react-admin validators returning translation keys; empty passes (pair them with required()).
 */

export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 30;

/** Han characters (CJK ideographs and their extensions) and the full-width CJK punctuation block. */
const CHINESE = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]|[\u{20000}-\u{2fa1f}]/u;

export const hasChinese = (text: string): boolean => CHINESE.test(text);

/** Length in characters (code points), so one astral character counts once. */
const length = (text: string) => [...text].length;

/** The reason a password is refused (a translation key), or undefined when it is acceptable. */
export const passwordProblem = (text: string): string | undefined => {
    if (hasChinese(text)) return 'validation.passwordChinese';
    const size = length(text);
    if (size < PASSWORD_MIN || size > PASSWORD_MAX) return 'validation.passwordLength';
    return undefined;
};

export const isPassword = (text: string): boolean => passwordProblem(text) === undefined;

/** The password itself (not trimmed: a space is a character of the password). */
export const validatePassword = (value: unknown): { message: string; args: Record<string, number> } | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    const problem = passwordProblem(String(value));
    return problem ? { message: problem, args: { min: PASSWORD_MIN, max: PASSWORD_MAX } } : undefined;
};

/**
 * The confirmation of the password held in `field` of the same form: "两次输入的密码不一致" when they differ.
 * Use as `validate={[required(), validatePasswordConfirm('password')]}`.
 */
export const validatePasswordConfirm =
    (field: string) =>
    (value: unknown, values: Record<string, unknown> | undefined): string | undefined => {
        if (value === undefined || value === null || value === '') return undefined;
        return String(value) === String(values?.[field] ?? '') ? undefined : 'validation.passwordMismatch';
    };
