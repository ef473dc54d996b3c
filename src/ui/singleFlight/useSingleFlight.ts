import { useCallback, useRef, useState } from 'react';

const oneKey = () => undefined;

/**
 * Wraps a write so it is never sent again while its call is in flight: a call made before the previous one
 * settles sends nothing and gets the previous call's promise (its answer or its refusal). The guard is a ref,
 * checked and set in the same tick, so two clicks that land before React re-renders the button still send once;
 * `pending` says the same as state, to disable the button. Once the call settles, the next one is sent.
 *
 * `keyOf` makes one flight per key instead (one per record of a list that shares the write): calls for another
 * key are sent meanwhile; `pending` is true while any is in flight.
 */
export const useSingleFlight = <Args extends unknown[], Result>(
    write: (...args: Args) => Promise<Result> | Result,
    keyOf: (...args: Args) => unknown = oneKey,
) => {
    const inFlight = useRef(new Map<unknown, Promise<Result>>());
    const [pending, setPending] = useState(false);
    const send = useCallback(
        (...args: Args): Promise<Result> => {
            const flights = inFlight.current;
            const key = keyOf(...args);
            const running = flights.get(key);
            if (running) return running;
            const call = (async () => write(...args))().finally(() => {
                flights.delete(key);
                setPending(flights.size > 0);
            });
            flights.set(key, call);
            setPending(true);
            return call;
        },
        [write, keyOf],
    );
    return [send, pending] as const;
};
