import { lazy, Suspense, useEffect, useState } from 'react';
import { FreshCodeCancelled, freshCodeGate, type FreshCodeAsker } from '../../data/account/freshCodeRetry';
import { twoFactorRefusal } from '../../data/account/totp';
import { refusalMessage } from './refusal';

// the dialog and its strings load the first time a call asks for a code
const FreshCodeDialog = lazy(() => import('./FreshCodeDialog').then(module => ({ default: module.FreshCodeDialog })));

interface Pending {
    attempt: (code: string) => Promise<unknown>;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
}

/**
 * The console's one fresh-code dialog: any call the server refuses for want of a fresh code of the authenticator
 * app (data/account/freshCodeRetry.ts) opens it, and the call is sent again with the code typed. A refused code
 * (wrong, locked) shows at the field and the dialog stays; another failure or closing it ends the call. Mounted
 * once by the console shell (and by a test around what it renders).
 */
export const FreshCodeHost = ({ gate = freshCodeGate }: { gate?: Pick<typeof freshCodeGate, 'register'> }) => {
    const [pending, setPending] = useState<Pending>();

    useEffect(() => {
        const asker: FreshCodeAsker = attempt =>
            new Promise((resolve, reject) => setPending({ attempt, resolve: resolve as (value: unknown) => void, reject }));
        return gate.register(asker);
    }, [gate]);

    if (!pending) return null;
    const settle = (finish: () => void) => {
        finish();
        setPending(undefined);
    };
    return (
        <Suspense fallback={null}>
            <FreshCodeDialog
                onCode={async code => {
                    try {
                        const answer = await pending.attempt(code);
                        settle(() => pending.resolve(answer));
                        return undefined;
                    } catch (error) {
                        if (twoFactorRefusal((error as { code?: unknown } | null)?.code)) return refusalMessage(error);
                        settle(() => pending.reject(error));
                        return undefined;
                    }
                }}
                onCancel={() => settle(() => pending.reject(new FreshCodeCancelled()))}
            />
        </Suspense>
    );
};
