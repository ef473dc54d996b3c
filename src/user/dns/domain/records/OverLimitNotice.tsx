import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatCount } from '../../../../format/count';
import type { DomainLimits } from '../../../../data/changeSets/types';
import { PlanUpgradeLink } from './PlanUpgradeLink';
import { useDomainLimits, useLimitsFollowList } from './useDomainLimits';

/** Whether the zone holds as many records as its plan allows, or more: a new record is then refused. */
export const isOverLimit = (limits: DomainLimits | undefined): limits is DomainLimits =>
    !!limits && limits.recordLimit > 0 && limits.recordCount >= limits.recordLimit;

/**
 * Over the record table when the zone is full for its plan: how many records, how many the plan allows, the way up.
 * Inside the list: a record added or deleted reads the count again.
 */
export const OverLimitNotice = ({ domainId, domain }: { domainId: number; domain: string }) => {
    const translate = useTranslate();
    const limits = useDomainLimits(domainId);
    useLimitsFollowList(domainId);
    if (!isOverLimit(limits)) return null;
    return (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="records-over-limit" action={<PlanUpgradeLink />}>
            {translate('planLimits.overLimit', {
                domain,
                count: formatCount(limits.recordCount),
                plan: limits.plan,
                limit: formatCount(limits.recordLimit),
            })}
        </Alert>
    );
};
