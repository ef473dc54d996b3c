import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Domain } from '../api';
import { useDomainGroups } from '../useDomainGroups';

/** The domain's group, read from the groups' domainIds (one list call for the whole page). */
export const GroupField = ({ record }: { record: Pick<Domain, 'id'> }) => {
    const translate = useTranslate();
    const { byDomain } = useDomainGroups();
    const group = byDomain.get(Number(record.id));
    return (
        <Typography variant="body2" color={group ? 'text.primary' : 'text.secondary'} sx={{ whiteSpace: 'nowrap' }}>
            {group ? group.name : translate('domains.group.none')}
        </Typography>
    );
};
