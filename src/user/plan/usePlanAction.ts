import { useDataProvider, useNotify } from 'react-admin';
import type { UserDataProvider } from '../dataProvider';
import { useRefreshPlans } from './queries';
import { useMutation } from '../../ui/singleFlight';

/**
 * A change to a plan (bind, unbind, delete): runs it, says so, refreshes the plan lists; a refusal shows the
 * server's msg (the dialog stays open with what was chosen).
 */
export const usePlanAction = <A>(run: (provider: UserDataProvider, args: A) => Promise<unknown>, success: (args: A) => [string, Record<string, unknown>?]) => {
    const provider = useDataProvider<UserDataProvider>();
    const notify = useNotify();
    const refresh = useRefreshPlans();
    return useMutation({
        mutationFn: (args: A) => run(provider, args),
        onSuccess: (_, args) => {
            const [message, messageArgs] = success(args);
            notify(message, { type: 'success', messageArgs });
            void refresh();
        },
        onError: (error: Error) => notify(error?.message || 'http.failed', { type: 'error' }),
    });
};
