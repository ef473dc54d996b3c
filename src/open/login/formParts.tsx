import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';

/** What a failed sign-in says: the server's msg, else the generic failure. */
export const loginErrorMessage = (error: unknown): string => {
    const message = (error as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : 'auth.loginFailed';
};

/** Each new captcha picture empties the captcha field (the old code cannot match it); nothing else is touched. */
export const ClearCaptchaOnRefresh = ({ uuid }: { uuid: string }) => {
    const { resetField } = useFormContext();
    const first = useRef(true);
    useEffect(() => {
        if (first.current) {
            first.current = false;
            return;
        }
        resetField('captcha', { defaultValue: '' });
    }, [uuid, resetField]);
    return null;
};
