import Add from '@mui/icons-material/Add';
import Badge from '@mui/icons-material/BadgeOutlined';
import { Box, Button, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { EmptyState, PageLoading, LoadError } from '../../../ui/PageStates';
import type { ProfileKind, SslProfile } from '../../../data/sslOrders/api';
import { ProfileDialog } from './ProfileDialog';
import { PROFILE_FIELDS } from './profileFields';
import { profilesKey, useSslProfiles } from './useSslProfiles';
import { Confirm, useMutation } from '../../../ui/singleFlight';

/** One kind of profile: the saved ones (add, edit, delete after a confirmation). */
export const ProfileList = <K extends ProfileKind>({ kind }: { kind: K }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const provider = useDataProvider<UserDataProvider>();
    const queryClient = useQueryClient();
    const profiles = useSslProfiles(kind);
    const [editing, setEditing] = useState<Partial<SslProfile<K>>>();
    const [deleting, setDeleting] = useState<SslProfile<K>>();
    const remove = useMutation({
        mutationFn: (id: number) => provider.deleteSslProfiles(kind, [id]),
        onSuccess: () => {
            notify('common.done.deleted', { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: profilesKey(kind) });
            setDeleting(undefined);
        },
        onError: error => notify(error.message || 'http.failed', { type: 'error' }),
    });
    const fields = PROFILE_FIELDS[kind];
    const addLabel = translate(kind === 'contact' ? 'ssl.info.addContact' : 'ssl.info.addCompany');
    const rows = profiles.data?.data ?? [];
    return (
        <Box>
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
                <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({})}>
                    {addLabel}
                </Button>
            </Stack>
            {profiles.isPending ? (
                <PageLoading />
            ) : profiles.isError ? (
                <LoadError error={profiles.error} onRetry={() => void profiles.refetch()} />
            ) : rows.length === 0 ? (
                <EmptyState icon={<Badge />} title={translate(kind === 'contact' ? 'ssl.info.emptyContact' : 'ssl.info.emptyCompany')} />
            ) : (
                <Box sx={{ overflowX: 'auto' }}>
                    <Table size="small" aria-label={translate(`ssl.info.tabs.${kind}`)}>
                        <TableHead>
                            <TableRow>
                                {fields.map(field => (
                                    <TableCell key={field.source}>{translate(field.label)}</TableCell>
                                ))}
                                <TableCell align="right" />
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {rows.map(row => (
                                <TableRow key={row.id}>
                                    {fields.map(field => (
                                        <TableCell key={field.source} sx={{ whiteSpace: 'nowrap' }}>
                                            {String((row as unknown as Record<string, unknown>)[field.source] ?? '')}
                                        </TableCell>
                                    ))}
                                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                        <Tooltip describeChild title={translate('ssl.info.edit')}>
                                            <IconButton size="small" aria-label={`${translate('ssl.info.edit')} ${row.name}`} onClick={() => setEditing(row)}>
                                                <EditOutlined fontSize="small" />
                                            </IconButton>
                                        </Tooltip>
                                        <Tooltip describeChild title={translate('ssl.info.delete')}>
                                            <IconButton
                                                size="small"
                                                aria-label={`${translate('ssl.info.delete')} ${row.name}`}
                                                onClick={() => setDeleting(row)}
                                            >
                                                <DeleteOutline fontSize="small" />
                                            </IconButton>
                                        </Tooltip>
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </Box>
            )}
            <ProfileDialog kind={kind} profile={editing} onClose={() => setEditing(undefined)} />
            <Confirm
                isOpen={deleting !== undefined}
                loading={remove.isPending}
                title="ssl.info.deleteTitle"
                content="ssl.info.deleteContent"
                translateOptions={{ name: deleting?.name ?? '' }}
                onConfirm={() => deleting && remove.mutate(deleting.id)}
                onClose={() => setDeleting(undefined)}
            />
        </Box>
    );
};
