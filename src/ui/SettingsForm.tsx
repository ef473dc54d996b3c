import { Box } from '@mui/material';
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toolbar, useNotify, type RaRecord } from 'react-admin';
import { PageCard } from './PageCard';
import { LoadError, PageLoading } from './PageStates';
import { FormLeaveGuard } from './LeaveGuard';
import { SaveButton, SimpleForm } from './singleFlight';

interface SettingsFormProps<V extends Record<string, unknown>> {
    /** Translation key of the card's title (also the page title unless `pageTitle` is false). */
    title: string;
    /** Translation key of a line saying what these settings do. */
    intro?: string;
    /** The form's values come from this query; a successful save writes the saved values back into it. */
    queryKey: QueryKey;
    load: () => Promise<V>;
    /** Sends the values; a rejection keeps the form as typed and shows the server's msg. */
    save: (values: V) => Promise<unknown>;
    /** Translation key of the success toast (SPEC section 8): "保存配置成功" by default. */
    savedMessage?: string;
    /**
     * After a successful save, read the values back with `load` instead of keeping what was typed: for forms whose
     * loaded values differ from the typed ones (secrets that load empty, values the server normalises).
     */
    reloadAfterSave?: boolean;
    /** After a successful save (e.g. refresh the shell's web config). */
    onSaved?: (values: V) => void;
    /** Set false when the page has its own title (a tab of a larger screen). */
    pageTitle?: boolean;
    /** Extra buttons in the toolbar, after Save. */
    actions?: ReactNode;
    children: ReactNode;
}

/**
 * A settings card: loads its values, shows loading and load errors with a retry, edits them in a SimpleForm
 * with field validation, asks before leaving unsaved changes, and saves with the spec's success toast. A
 * refusal from the server shows its msg and leaves every value as typed.
 */
export const SettingsForm = <V extends Record<string, unknown>>({
    title,
    intro,
    queryKey,
    load,
    save,
    savedMessage = 'common.done.savedConfig',
    reloadAfterSave = false,
    onSaved,
    pageTitle = true,
    actions,
    children,
}: SettingsFormProps<V>) => {
    const notify = useNotify();
    const queryClient = useQueryClient();
    const query = useQuery({ queryKey, queryFn: load });
    // bumped after a reload: the form is mounted afresh even when the values read back equal the previous ones
    const [generation, setGeneration] = useState(0);

    const submit = async (values: Record<string, unknown>) => {
        const next = values as V;
        try {
            await save(next);
        } catch (error) {
            notify((error as Error)?.message || 'http.failed', { type: 'error' });
            return;
        }
        notify(savedMessage, { type: 'success' });
        // the form takes the saved values as its record: no longer dirty
        if (reloadAfterSave) {
            await queryClient.refetchQueries({ queryKey, exact: true });
            setGeneration(value => value + 1);
        } else queryClient.setQueryData(queryKey, next);
        onSaved?.(next);
    };

    return (
        <PageCard title={title} intro={intro} pageTitle={pageTitle}>
            {query.isPending ? <PageLoading /> : null}
            {query.error ? (
                <Box sx={{ px: 2 }}>
                    <LoadError error={query.error} onRetry={() => void query.refetch()} />
                </Box>
            ) : null}
            {query.data ? (
                <SimpleForm
                    key={generation}
                    record={query.data as unknown as RaRecord}
                    onSubmit={submit}
                    // the fields' own translated messages, not the browser's bubbles (min/max/step, type=email...)
                    noValidate
                    toolbar={
                        <Toolbar>
                            <SaveButton label="common.save" />
                            {actions}
                        </Toolbar>
                    }
                    sx={{ maxWidth: 760 }}
                >
                    {children}
                    <FormLeaveGuard />
                </SimpleForm>
            ) : null}
        </PageCard>
    );
};
