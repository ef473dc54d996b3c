import { Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DeferredTooltip } from '../../../../console/overrides/DeferredTooltip';
import { isLocked, type Domain } from '../../../../data/domains/api';
import { ownerOnlyReason } from '../blockedReason';
import { useDomainAction } from '../useDomainAction';
import { useSubAccountReason } from '../../subAccountReason';

/** Locks a domain against pausing, deleting and record changes; the tooltip says so. */
export const LockSwitch = ({ record }: { record: Pick<Domain, 'id' | 'locked' | 'domain' | 'isShare' | 'shareFrom' | 'status'> }) => {
    const translate = useTranslate();
    const locked = isLocked(record);
    const toggle = useDomainAction<boolean>(
        (provider, next) => provider.setLocked(record.id, next),
        locked ? 'domains.notify.unlocked' : 'domains.notify.locked',
    );
    // only the owner locks a domain shared with the user
    const subAccount = useSubAccountReason('owner');
    const closed = subAccount ?? ownerOnlyReason(translate, record);
    return (
        <DeferredTooltip title={closed ?? translate('domains.lock.hint')}>
            <Switch
                size="small"
                checked={locked}
                disabled={toggle.isPending || !!closed}
                onClick={event => event.stopPropagation()}
                onChange={(_, next) => toggle.mutate(next)}
                slotProps={{ input: { 'aria-label': translate('domains.lock.label', { domain: record.domain }) } }}
            />
        </DeferredTooltip>
    );
};
