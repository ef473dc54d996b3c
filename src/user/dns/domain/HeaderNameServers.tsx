import { Box } from '@mui/material';
import type { Domain } from '../../../data/domains/api';
import { assignedNs } from '../../../data/domains/nameServers';
import { NameServerList } from '../nameServers/NameServerList';

/** The domain's name servers under its name in the pages' header, each copyable: what to set at the registrar. */
export const HeaderNameServers = ({ domain }: { domain: Domain }) => {
    const servers = assignedNs(domain);
    if (!servers.length) return null;
    return (
        <Box sx={{ pl: { xs: 1, sm: 1 }, mt: -0.25 }}>
            <NameServerList servers={servers} inline />
        </Box>
    );
};
