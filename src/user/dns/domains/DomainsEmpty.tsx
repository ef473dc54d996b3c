import Dns from '@mui/icons-material/DnsOutlined';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../../ui/PageStates';
import { AddDomainButton } from './AddDomainButton';

/** No domain at all: what the page is for and the way to start. */
export const DomainsEmpty = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ m: 'auto' }} data-testid="domains-empty">
            <EmptyState
                icon={<Dns />}
                title={translate('domains.empty.title')}
                body={translate('domains.empty.body')}
                action={<AddDomainButton variant="contained" />}
            />
        </Box>
    );
};
