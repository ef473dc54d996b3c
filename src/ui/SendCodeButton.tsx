import { Button, CircularProgress, type SxProps, type Theme } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { readRuntimeConfig } from '../config/runtime';

/** What a send call answers: the demo backend adds the code it "sent" (designed, demo only). */
export interface SentCode {
    demoCode?: string;
}

interface SendCodeButtonProps {
    /** Sends the code (mail or SMS). Rejects with the server's refusal, whose message is shown. */
    send: () => Promise<SentCode>;
    /** Keys the countdown in sessionStorage: name the purpose and the target (e.g. `register:mail:a@b.c`). */
    storageKey: string;
    /** Not sendable yet (no valid target, captcha missing...). */
    disabled?: boolean;
    /** The resend countdown. */
    seconds?: number;
    fullWidth?: boolean;
    sx?: SxProps<Theme>;
}

const STORAGE_PREFIX = 'sendCode.';

const storage = (): Storage | undefined => {
    try {
        return globalThis.sessionStorage ?? undefined;
    } catch {
        return undefined;
    }
};

const readDeadline = (key: string): number => {
    const value = Number(storage()?.getItem(STORAGE_PREFIX + key));
    return Number.isFinite(value) && value > Date.now() ? value : 0;
};

/** The countdown state of a key, as stored. */
const readCountdown = (key: string) => ({ key, deadline: readDeadline(key), now: Date.now() });

const writeDeadline = (key: string, deadline: number) => {
    try {
        storage()?.setItem(STORAGE_PREFIX + key, String(deadline));
    } catch {
        // storage full or refused: the countdown then lasts as long as this component
    }
};

/**
 * "Get code" with a resend countdown. It sends once per press (disabled while the call is pending and during
 * the countdown); the deadline lives in sessionStorage under `storageKey`, so a re-render, a remount or a
 * reload keeps counting. A refusal shows the server's message and allows another try. In demo mode the code
 * the demo backend "sent" is shown in a notice (it is never logged).
 */
export const SendCodeButton = ({ send, storageKey, disabled = false, seconds = 60, fullWidth, sx }: SendCodeButtonProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    // the deadline of the current key; `now` moves with a timer while it counts down
    const [countdown, setCountdown] = useState(() => readCountdown(storageKey));
    const [pending, setPending] = useState(false);
    // a second press in the same tick, before `pending` re-renders, must not send twice
    const busy = useRef(false);
    const mounted = useRef(true);

    // another target (or purpose) has its own countdown: adjust during render, not in an effect
    if (countdown.key !== storageKey) setCountdown(readCountdown(storageKey));
    const { deadline } = countdown;

    useEffect(() => {
        mounted.current = true;
        return () => {
            mounted.current = false;
        };
    }, []);

    useEffect(() => {
        if (!deadline) return undefined;
        const timer = setInterval(() => {
            const now = Date.now();
            setCountdown(current => (current.deadline === deadline ? { ...current, now, deadline: now >= deadline ? 0 : deadline } : current));
        }, 250);
        return () => clearInterval(timer);
    }, [deadline]);

    const press = useCallback(async () => {
        if (busy.current || readDeadline(storageKey)) return;
        busy.current = true;
        setPending(true);
        try {
            const answer = await send();
            const next = Date.now() + seconds * 1000;
            writeDeadline(storageKey, next);
            if (mounted.current) setCountdown({ key: storageKey, deadline: next, now: Date.now() });
            if (readRuntimeConfig().demo && answer?.demoCode) {
                notify('common.sendCode.demoCode', { type: 'info', messageArgs: { code: answer.demoCode }, autoHideDuration: 30_000 });
            } else {
                notify('common.sendCode.sent', { type: 'success' });
            }
        } catch (error) {
            const message = error instanceof Error && error.message ? error.message : 'common.sendCode.failed';
            notify(message, { type: 'error' });
        } finally {
            busy.current = false;
            if (mounted.current) setPending(false);
        }
    }, [notify, send, seconds, storageKey]);

    const left = deadline ? Math.min(seconds, Math.max(0, Math.ceil((deadline - countdown.now) / 1000))) : 0;
    const counting = left > 0;
    return (
        <Button
            variant="outlined"
            onClick={press}
            disabled={disabled || pending || counting}
            fullWidth={fullWidth}
            data-testid="send-code"
            startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
            sx={[{ whiteSpace: 'nowrap', minWidth: 128, flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
        >
            {counting ? translate('common.sendCode.resendIn', { seconds: left }) : translate(pending ? 'common.sendCode.sending' : 'common.sendCode.send')}
        </Button>
    );
};
