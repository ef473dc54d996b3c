import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { SelectInput, TextInput, required, useCreate, useDataProvider, useGetIdentity, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { UserDataProvider } from '../../dataProvider';
import { validateDomain } from '../../../validation/domain';
import type { Domain } from '../../../data/domains/api';
import { domainRecordsPath } from './fields/DomainNameField';
import { AddedNameServers } from './AddedNameServers';
import { useDomainGroups } from '../../../data/domainGroups/useDomainGroups';
import { Form, SaveButton } from '../../../ui/singleFlight';

const validateName = [required(), validateDomain];

interface Added {
    domain: string;
    id: number;
    userid: number;
}

/** The owner: the save answer's userid when it gives one, else the signed-in user's id. */
const ownerOf = (created: Partial<Domain>, userId: unknown): number => {
    const owner = Number(created.userid ?? userId);
    return Number.isFinite(owner) ? owner : 0;
};

/** Adds a domain (SPEC domain rule at the field; a refusal shows the server's msg there and keeps the text). */
const AddForm = ({ onAdded, onCancel }: { onAdded: (added: Added) => void; onCancel: () => void }) => {
    const translate = useTranslate();
    const provider = useDataProvider<UserDataProvider>();
    const notify = useNotify();
    const refresh = useRefresh();
    const { groups } = useDomainGroups();
    const [create] = useCreate<Domain>();
    // the save answer gives the id; the record page's path also needs the owner: the signed-in user
    const { identity } = useGetIdentity();

    const submit = async (values: FieldValues) => {
        const name = String(values.domain ?? '').trim();
        let created: Domain;
        try {
            created = (await create('domain', { data: { domain: name } }, { returnPromise: true })) as Domain;
        } catch (error) {
            // react-admin's Form puts a returned error on its field: the typed name stays
            return { domain: (error as Error)?.message || 'http.failed' };
        }
        const groupId = Number(values.groupId ?? 0);
        // the domain is added either way: a group that could not be set is said, not a reason to add again
        const id = Number(created.id);
        if (groupId) {
            await provider
                .moveDomains(groupId, [id])
                // the groups (and the group column) changed too
                .then(refresh)
                .catch((error: Error) => notify(error?.message || 'http.failed', { type: 'warning' }));
        }
        onAdded({ domain: name, id, userid: ownerOf(created, identity?.id) });
        return undefined;
    };

    return (
        <Form onSubmit={submit} mode="onSubmit" reValidateMode="onChange" noValidate>
            <DialogContent>
                <TextInput
                    source="domain"
                    label="domains.add.name"
                    helperText="domains.add.nameHelp"
                    validate={validateName}
                    autoFocus
                    fullWidth
                    parse={value => value}
                    slotProps={{ htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false, inputMode: 'url' } }}
                />
                <SelectInput
                    source="groupId"
                    label="domains.add.group"
                    choices={groups}
                    optionText="name"
                    optionValue="id"
                    emptyText="domains.group.none"
                    helperText={false}
                    fullWidth
                />
            </DialogContent>
            <DialogActions>
                <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
                <SaveButton label="domains.add.submit" icon={<></>} alwaysEnable />
            </DialogActions>
        </Form>
    );
};

/** After adding: the name servers to set at the registrar (read with the new domain), and the way on to its records. */
const AddedStep = ({ added, onClose }: { added: Added; onClose: () => void }) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    return (
        <>
            <DialogContent>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                    <CheckCircleOutline color="success" />
                    <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
                        <Typography variant="subtitle1" sx={{ wordBreak: 'break-all' }}>
                            {translate('domains.add.added', { domain: added.domain })}
                        </Typography>
                        <AddedNameServers id={added.id} />
                    </Stack>
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('domains.add.later')}</Button>
                <Button variant="contained" onClick={() => navigate(domainRecordsPath(added))}>
                    {translate('domains.add.toRecords')}
                </Button>
            </DialogActions>
        </>
    );
};

export const AddDomainDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [added, setAdded] = useState<Added>();
    const close = () => {
        setAdded(undefined);
        onClose();
    };
    return (
        <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-domain-title">
            <DialogTitle id="add-domain-title">{translate('domains.add.title')}</DialogTitle>
            {added ? (
                <AddedStep added={added} onClose={close} />
            ) : (
                <AddForm
                    onCancel={close}
                    onAdded={result => {
                        notify('domains.notify.added', { type: 'success' });
                        setAdded(result);
                    }}
                />
            )}
        </Dialog>
    );
};
