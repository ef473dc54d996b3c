import { lazy, Suspense, useEffect, useState } from 'react';
import { freshCodeGate, type FreshCodeAsker } from '../../data/account/freshCodeGate';
import type { FreshCodeRequest } from './FreshCodeDialog';

// the dialog and its strings load the first time a call asks for a code
const FreshCodeDialog = lazy(() => import('./FreshCodeDialog').then(module => ({ default: module.FreshCodeDialog })));

/**
 * The console's one fresh-code dialog: any call the server refuses for want of a fresh code of the authenticator
 * app (data/account/freshCodeRetry.ts) opens it, and the call is sent again with the code typed (FreshCodeDialog).
 * Mounted once by the console shell (and by the tests' harnesses).
 */
export const FreshCodeHost = ({ gate = freshCodeGate }: { gate?: Pick<typeof freshCodeGate, 'register'> }) => {
    const [request, setRequest] = useState<FreshCodeRequest>();

    useEffect(() => {
        const asker: FreshCodeAsker = attempt =>
            new Promise((resolve, reject) => setRequest({ attempt, resolve: resolve as (value: unknown) => void, reject }));
        return gate.register(asker);
    }, [gate]);

    return request ? (
        <Suspense fallback={null}>
            <FreshCodeDialog request={request} onSettled={() => setRequest(undefined)} />
        </Suspense>
    ) : null;
};
