// the one place react-admin's Confirm is used directly: every other file takes this one (eslint.config.js)
// eslint-disable-next-line no-restricted-imports
import { Confirm as RaConfirm, type ConfirmProps as RaConfirmProps } from 'react-admin';
import type { MouseEvent } from 'react';
import { useSingleFlight } from './useSingleFlight';

export interface ConfirmProps extends Omit<RaConfirmProps, 'onConfirm'> {
    /** Runs the confirmed action: return its write's promise, so the button stays disabled until it settles. */
    onConfirm: (event: MouseEvent) => unknown;
}

const ignore = () => undefined;

/**
 * react-admin's `Confirm` whose confirm button cannot send twice: while `onConfirm`'s promise is pending, the
 * button shows loading and another press does nothing. A refusal is for the action to report (a notification).
 */
export const Confirm = ({ onConfirm, loading, ...props }: ConfirmProps) => {
    const [confirm, pending] = useSingleFlight(onConfirm);
    return <RaConfirm {...props} loading={loading || pending} onConfirm={event => void confirm(event).catch(ignore)} />;
};
