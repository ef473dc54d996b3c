import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useBlocker, type BlockerFunction, type Location } from 'react-router-dom';
import { LOGIN_PATH } from '../authProvider/routeGuard';
import { Confirm } from './singleFlight';

/** The guard dialog's texts: translation keys (or plain text). Each defaults to common.leaveGuard.<name>. */
interface LeaveGuardText {
    title: string;
    content: string;
    confirm: string;
    cancel: string;
}

type LeaveGuardProps = Partial<LeaveGuardText> & {
    /** Whether the page holds something leaving would lose (unsaved input, a job still running). */
    when: boolean;
};

/**
 * The navigation state of a navigation that must happen whatever the page holds: another account has signed in
 * over the page (its input belongs to the previous one).
 */
export const LEAVE_WITHOUT_ASKING = { leaveWithoutAsking: true } as const;

/**
 * Navigations nobody is asked about: to the login page (the session is over, nothing could be saved any more: signing
 * out, an expired session, the re-login dialog's way out) and those marked LEAVE_WITHOUT_ASKING.
 */
const leavesAnyway = ({ pathname, state }: Location) =>
    pathname === LOGIN_PATH || (state as Partial<typeof LEAVE_WITHOUT_ASKING> | null)?.leaveWithoutAsking === true;

/** Leaving is moving to another page (a new query or hash on the same page loses nothing), unless it must happen. */
const leavesThePage: BlockerFunction = ({ currentLocation, nextLocation }) => nextLocation.pathname !== currentLocation.pathname && !leavesAnyway(nextLocation);

/**
 * Asks before the page is left while `when` holds, by any way out: a navigation inside the console (a link, the
 * browser's Back or Forward, a navigate() call) waits for this dialog (react-router's useBlocker), and closing or
 * reloading the tab gets the browser's own question (beforeunload). Renders nothing otherwise, so a page with
 * nothing to lose registers no blocker (a router consults one at a time).
 */
export const LeaveGuard = ({ when, ...text }: LeaveGuardProps) => (when ? <AskBeforeLeaving {...text} /> : null);

const AskBeforeLeaving = (text: Partial<LeaveGuardText>) => {
    const translate = useTranslate();
    const blocker = useBlocker(leavesThePage);

    useEffect(() => {
        const ask = (event: BeforeUnloadEvent) => event.preventDefault();
        window.addEventListener('beforeunload', ask);
        return () => window.removeEventListener('beforeunload', ask);
    }, []);

    const say = (name: keyof LeaveGuardText) => {
        const given = text[name];
        return given ? translate(given, { _: given }) : translate(`common.leaveGuard.${name}`);
    };

    return (
        <Confirm
            isOpen={blocker.state === 'blocked'}
            title={say('title')}
            content={say('content')}
            confirm={say('confirm')}
            cancel={say('cancel')}
            onConfirm={() => blocker.proceed?.()}
            onClose={() => blocker.reset?.()}
        />
    );
};

/** The guard inside a react-admin form (Form, SimpleForm): its input is changed and not being submitted. */
export const FormLeaveGuard = (text: Partial<LeaveGuardText>) => {
    const { isDirty, isSubmitting } = useFormState();
    return <LeaveGuard when={isDirty && !isSubmitting} {...text} />;
};
