import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import { twoFactorRefusal } from '../../data/account/totp';
import { TWO_FACTOR_KEY, type TwoFactorInfo } from '../../data/account/twoFactorApi';
import { FreshCodeDialog } from './FreshCodeDialog';
import { refusalMessage } from './refusal';

/** The person closed the fresh-code dialog: the action did not happen, and nothing is to be shown. */
export class FreshCodeCancelled extends Error {
    constructor() {
        super('');
        this.name = 'FreshCodeCancelled';
    }
}

export const isFreshCodeCancelled = (error: unknown): boolean => error instanceof FreshCodeCancelled;

type Send<T> = (totpCode: string | undefined) => Promise<T>;

interface Pending {
    send: Send<unknown>;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
}

/**
 * A sensitive action with a fresh code (`totp_code`) when the account's second factor is on: `withFreshCode(send)`
 * sends at once when it is off; when it is on, a dialog asks for the code and sends with it, keeping the dialog
 * open on a refused code. The promise settles with the action's answer, or rejects with its error or with
 * FreshCodeCancelled. Render `dialog` where the hook is used.
 */
export const useFreshCode = () => {
    const dataProvider = useDataProvider<DataProvider & { getTwoFactor: () => Promise<TwoFactorInfo> }>();
    const queryClient = useQueryClient();
    const [pending, setPending] = useState<Pending>();

    const withFreshCode = async <T,>(send: Send<T>): Promise<T> => {
        const info = await queryClient.fetchQuery({ queryKey: TWO_FACTOR_KEY, queryFn: () => dataProvider.getTwoFactor(), staleTime: 30_000 });
        if (!info.enabled) return send(undefined);
        return new Promise<T>((resolve, reject) => setPending({ send, resolve: resolve as (value: unknown) => void, reject }));
    };

    const dialog: ReactNode = pending ? (
        <FreshCodeDialog
            onCode={async code => {
                try {
                    pending.resolve(await pending.send(code));
                    setPending(undefined);
                    return undefined;
                } catch (error) {
                    if (twoFactorRefusal((error as { code?: unknown } | null)?.code)) return refusalMessage(error);
                    pending.reject(error);
                    setPending(undefined);
                    return undefined;
                }
            }}
            onCancel={() => {
                pending.reject(new FreshCodeCancelled());
                setPending(undefined);
            }}
        />
    ) : null;

    return { withFreshCode, dialog };
};
