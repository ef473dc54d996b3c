/**
 * Whether the page holds input the user typed and has not saved: the one place that knows, for every form
 * (react-admin's SimpleForm / Form, our own dialogs) without touching any of them. It listens to what the
 * user does, not to a form library: an edited field counts while it is still on the page; a form that closes
 * or a page that changes takes its fields away. Search and filter boxes and the re-login form itself do not
 * count (losing them costs nothing).
 */
const IGNORED = '[data-unsaved-ignore], [role="search"], .RaFilterForm-root, .RaFilter-form';

const edited = new Set<Element>();

const isField = (target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

const onEdit = (event: Event) => {
    const { target } = event;
    if (!isField(target) || target.type === 'hidden') return;
    if (!target.closest('form, [role="dialog"]') || target.closest(IGNORED)) return;
    edited.add(target);
};

/** Starts listening (the shell does, once); the returned function stops and forgets. */
export const trackUnsavedInput = (root: Document = document): (() => void) => {
    root.addEventListener('input', onEdit, true);
    root.addEventListener('change', onEdit, true);
    return () => {
        root.removeEventListener('input', onEdit, true);
        root.removeEventListener('change', onEdit, true);
        edited.clear();
    };
};

/** True while a field the user edited is still on the page. */
export const hasUnsavedInput = (): boolean => {
    for (const field of edited) if (!field.isConnected) edited.delete(field);
    return edited.size > 0;
};
