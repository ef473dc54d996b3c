import { Chip, Stack, Tooltip } from '@mui/material';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';
import { isEnabled, isLocked, nsState, parseNsList, type Domain } from '../../resources/domains/api';

const NS_LABEL = { ok: 'domainPages.frame.nsOk', wrong: 'domainPages.frame.nsWrong', pending: 'domainPages.frame.nsPending' } as const;
const NS_COLOR = { ok: 'success', wrong: 'error', pending: 'default' } as const;

/** The domain's status, lock and NS state, as small chips beside its name. */
export const DomainStateChips = ({ domain }: { domain: Domain }) => {
    const translate = useTranslate();
    const ns = nsState(domain);
    const expected = parseNsList(domain.nsRecords).join(', ');
    const nsChip = (
        <Chip size="small" variant="outlined" color={NS_COLOR[ns]} label={translate(NS_LABEL[ns])} data-testid="domain-ns" />
    );
    return (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="domain-state">
            <Chip
                size="small"
                color={isEnabled(domain) ? 'success' : 'warning'}
                variant={isEnabled(domain) ? 'outlined' : 'filled'}
                label={translate(isEnabled(domain) ? 'domainPages.frame.enabled' : 'domainPages.frame.paused')}
                data-testid="domain-status"
            />
            {isLocked(domain) ? (
                <Chip size="small" icon={<LockOutlined />} label={translate('domainPages.frame.locked')} data-testid="domain-locked" />
            ) : null}
            {ns === 'wrong' && expected ? (
                <Tooltip title={translate('domainPages.frame.nsWrongHint', { ns: expected })}>{nsChip}</Tooltip>
            ) : (
                nsChip
            )}
        </Stack>
    );
};
