import { Skeleton, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import type { Domain } from '../../../data/domains/api';
import { assignedNs } from '../../../data/domains/nameServers';
import { NameServerList } from '../nameServers/NameServerList';

/**
 * The new domain's name servers, read with it (app/dns/domain/info), to set at the registrar: the add dialog's
 * success says which, copyable. When they cannot be read, it says where to find them.
 */
export const AddedNameServers = ({ id }: { id: number }) => {
    const translate = useTranslate();
    const { data, isPending, error } = useGetOne<Domain>('domain', { id });
    const servers = data ? assignedNs(data) : [];
    if (isPending && !error) {
        return (
            <div aria-busy="true" aria-label={translate('nameServers.added.loading')}>
                <Skeleton width="80%" />
                <Skeleton variant="rounded" height={72} />
            </div>
        );
    }
    if (!servers.length) {
        return (
            <Typography variant="body2" color="text.secondary">
                {translate('nameServers.added.next')} {translate('nameServers.added.unknown')}
            </Typography>
        );
    }
    return (
        <>
            <Typography variant="body2" color="text.secondary">
                {translate('nameServers.added.next')} {translate('nameServers.added.intro')}
            </Typography>
            <NameServerList servers={servers} />
        </>
    );
};
