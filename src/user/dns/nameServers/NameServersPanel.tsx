import { Stack } from '@mui/material';
import type { Domain } from '../../../data/domains/api';
import { assignedNs } from '../../../data/domains/nameServers';
import { NameServerList } from './NameServerList';
import { NsCheck } from './NsCheck';

/** The domain's assigned name servers (copyable) and its NS check with "Check now": the NS dialog's and the settings' body. */
export const NameServersPanel = ({ domain }: { domain: Domain }) => {
    const servers = assignedNs(domain);
    return (
        <Stack spacing={1.5}>
            {servers.length ? <NameServerList servers={servers} /> : null}
            <NsCheck domain={domain} />
        </Stack>
    );
};
