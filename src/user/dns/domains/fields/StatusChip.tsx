import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isEnabled, type Domain } from '../../../../data/domains/api';

/** Enabled or paused: the one status chip (the list, the cards, the domain pages' frame). */
export const StatusChip = ({ record, testId }: { record: Pick<Domain, 'status'>; testId?: string }) => {
    const translate = useTranslate();
    const enabled = isEnabled(record);
    return (
        <Chip
            size="small"
            variant={enabled ? 'outlined' : 'filled'}
            color={enabled ? 'success' : 'default'}
            label={translate(enabled ? 'domains.status.enabled' : 'domains.status.paused')}
            data-testid={testId}
        />
    );
};
