import { useCallback, useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { Confirm, useTranslate } from 'react-admin';
import { useHref, useNavigate } from 'react-router-dom';

/** The guard dialog's texts: translation keys (or plain text). Each defaults to common.leaveGuard.<name>. */
export interface LeaveGuardText {
    title: string;
    content: string;
    confirm: string;
    cancel: string;
}

/**
 * Asks before leaving a page with unsaved changes. react-admin's warnWhenUnsavedChanges needs a data router,
 * which the console does not use (BrowserRouter), so this guards what leaving looks like here: a click on any
 * link inside the console (menu, tabs, back link) and closing or reloading the tab. Returns the dialog to render.
 */
export const useLeaveGuard = (dirty: boolean, text: Partial<LeaveGuardText> = {}) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    // the router's basename ('' for the user console): anchors carry it, navigate() adds it again
    const base = useHref('/').replace(/\/$/, '');
    const [target, setTarget] = useState<string | null>(null);

    useEffect(() => {
        if (!dirty) return undefined;
        const onClick = (event: MouseEvent) => {
            if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
            if (!anchor || anchor.target === '_blank' || anchor.origin !== window.location.origin) return;
            if (anchor.pathname === window.location.pathname) return;
            event.preventDefault();
            event.stopPropagation();
            setTarget(`${anchor.pathname}${anchor.search}${anchor.hash}`);
        };
        const onUnload = (event: BeforeUnloadEvent) => {
            event.preventDefault();
        };
        document.addEventListener('click', onClick, true);
        window.addEventListener('beforeunload', onUnload);
        return () => {
            document.removeEventListener('click', onClick, true);
            window.removeEventListener('beforeunload', onUnload);
        };
    }, [dirty]);

    const leave = useCallback(() => {
        const to = target;
        setTarget(null);
        if (to) navigate(base && to.startsWith(base) ? to.slice(base.length) || '/' : to);
    }, [base, navigate, target]);

    const say = (name: keyof LeaveGuardText) => {
        const given = text[name];
        return given ? translate(given, { _: given }) : translate(`common.leaveGuard.${name}`);
    };

    return (
        <Confirm
            isOpen={target !== null}
            title={say('title')}
            content={say('content')}
            confirm={say('confirm')}
            cancel={say('cancel')}
            onConfirm={leave}
            onClose={() => setTarget(null)}
        />
    );
};

/** The guard inside a react-hook-form form (SimpleForm...): dirty and not being submitted. */
export const FormLeaveGuard = (text: Partial<LeaveGuardText>) => {
    const { isDirty, isSubmitting } = useFormState();
    return useLeaveGuard(isDirty && !isSubmitting, text);
};
