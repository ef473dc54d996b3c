import LockOutlined from '@mui/icons-material/LockOutlined';
import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isLocked, type Domain } from '../../../data/domains/api';
import { NsCheckField } from '../domains/fields/NsCheckField';
import { StatusChip } from '../domains/fields/StatusChip';

/** The domain's status, lock and NS state, as small chips beside its name: the same chips as the domain list. */
export const DomainStateChips = ({ domain }: { domain: Domain }) => {
    const translate = useTranslate();
    return (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="domain-state">
            <StatusChip record={domain} testId="domain-status" />
            {isLocked(domain) ? <Chip size="small" icon={<LockOutlined />} label={translate('domainPages.frame.locked')} data-testid="domain-locked" /> : null}
            <NsCheckField record={domain} testId="domain-ns" />
        </Stack>
    );
};
