import { Link as MuiLink } from '@mui/material';
import { useContext } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { userPaths } from '../../../paths';
import { DomainContext } from '../domainParams';

/**
 * "Upgrade the plan": the domain's plan tab (inside a domain's pages), else the plan catalogue. It keeps to one line:
 * as an alert's action on a phone it would otherwise break after every character.
 */
export const PlanUpgradeLink = () => {
    const translate = useTranslate();
    const domain = useContext(DomainContext);
    const to = domain ? userPaths.domainPage(domain, 'plan') : userPaths.planPurchase();
    return (
        <MuiLink component={Link} to={to} data-testid="plan-upgrade" sx={{ whiteSpace: 'nowrap' }}>
            {translate('planLimits.upgradeLink')}
        </MuiLink>
    );
};
