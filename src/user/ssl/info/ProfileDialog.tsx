import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { UserDataProvider } from '../../dataProvider';
import type { ProfileKind, SslProfile } from '../../../data/sslOrders/api';
import { PROFILE_FIELDS } from './profileFields';
import { profilesKey } from './useSslProfiles';
import { Form, useMutation } from '../../../ui/singleFlight';

const TITLES = {
    contact: { add: 'ssl.info.addContact', edit: 'ssl.info.editContact' },
    company: { add: 'ssl.info.addCompany', edit: 'ssl.info.editCompany' },
} as const;

/** Add or edit one profile. A refusal shows its msg and keeps what was typed. */
export const ProfileDialog = <K extends ProfileKind>({
    kind,
    profile,
    onClose,
}: {
    kind: K;
    profile: Partial<SslProfile<K>> | undefined;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const provider = useDataProvider<UserDataProvider>();
    const queryClient = useQueryClient();
    const editing = Boolean(profile?.id);
    const save = useMutation({
        mutationFn: (values: FieldValues) => {
            const trimmed = Object.fromEntries(PROFILE_FIELDS[kind].map(field => [field.source, String(values[field.source] ?? '').trim()]));
            return provider.saveSslProfile(kind, { ...trimmed, id: profile?.id ?? 0 } as SslProfile<K>);
        },
        onSuccess: () => {
            notify(editing ? 'common.done.updated' : 'common.done.added', { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: profilesKey(kind) });
            onClose();
        },
        onError: error => notify(error.message || 'http.failed', { type: 'error' }),
    });
    return (
        <Dialog open={profile !== undefined} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="ssl-profile-title">
            {profile !== undefined ? (
                <Form defaultValues={profile as FieldValues} onSubmit={(values: FieldValues) => save.mutate(values)} noValidate>
                    <DialogTitle id="ssl-profile-title">{translate(TITLES[kind][editing ? 'edit' : 'add'])}</DialogTitle>
                    <DialogContent>
                        {PROFILE_FIELDS[kind].map(field => (
                            <TextInput key={field.source} source={field.source} label={field.label} validate={[...field.validate]} />
                        ))}
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={onClose}>{translate('ssl.info.cancel')}</Button>
                        <Button type="submit" variant="contained" disabled={save.isPending}>
                            {translate('common.save')}
                        </Button>
                    </DialogActions>
                </Form>
            ) : null}
        </Dialog>
    );
};
