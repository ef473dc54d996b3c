import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PlanUpgradeLink } from './PlanUpgradeLink';
import type { PlanOffer } from './planOffer';

/** Under the record form when the plan takes choices away: which plan, and the way to a bigger one. */
export const PlanHint = ({ offer }: { offer: PlanOffer | undefined }) => {
    const translate = useTranslate();
    if (!offer?.restricts) return null;
    return (
        <Typography variant="caption" color="text.secondary" data-testid="plan-hint">
            {translate('planLimits.hint', { plan: offer.limits.plan })} <PlanUpgradeLink />
        </Typography>
    );
};
