import { Link as MuiLink } from '@mui/material';
import { useContext } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { userPaths } from '../../../paths';
import { DomainContext } from '../domainParams';

/** "Upgrade the plan": the domain's plan tab (inside a domain's pages), else the plan catalogue. */
export const PlanUpgradeLink = () => {
    const translate = useTranslate();
    const domain = useContext(DomainContext);
    const to = domain ? userPaths.domainPage(domain, 'plan') : userPaths.planPurchase();
    return (
        <MuiLink component={Link} to={to} data-testid="plan-upgrade">
            {translate('planLimits.upgradeLink')}
        </MuiLink>
    );
};
