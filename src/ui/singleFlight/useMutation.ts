// the one place TanStack's useMutation is used directly: every other file takes this one (eslint.config.js)
// eslint-disable-next-line no-restricted-imports
import { useMutation as useQueryMutation } from '@tanstack/react-query';
import type { MutateFunctionRest, QueryClient, UseMutationOptions, UseMutationResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSingleFlight } from './useSingleFlight';

const ignore = () => undefined;

/**
 * TanStack Query's `useMutation`, single-flight: while a call is in flight, `mutate` and `mutateAsync` send
 * nothing (`mutateAsync` gives the call in flight's promise; the second call's own callbacks do not run). Same
 * options and result otherwise.
 */
export const useMutation = <TData = unknown, TError = Error, TVariables = void, TOnMutateResult = unknown>(
    options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
    queryClient?: QueryClient,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> => {
    type Rest = MutateFunctionRest<TData, TError, TVariables, TOnMutateResult>;
    const mutation = useQueryMutation(options, queryClient);
    const [mutateAsync] = useSingleFlight<Rest, TData>(mutation.mutateAsync);
    const mutate = useCallback(
        (...args: Rest) => {
            // like TanStack's mutate: a refusal reaches onError, never the caller
            mutateAsync(...args).catch(ignore);
        },
        [mutateAsync],
    );
    return { ...mutation, mutate, mutateAsync };
};
