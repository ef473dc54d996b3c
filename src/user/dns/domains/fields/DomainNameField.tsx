import { Chip, Link, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { userPaths } from '../../../paths';
import { isLocked, isShared, type Domain } from '../../../../data/domains/api';
import { licenseRightsName } from '../../../../data/domainLicenses/rights';
import { displayDomain } from '../../../../format/domainName';

/** The name with break chances after its dots and hyphens, so a long name wraps between labels, not inside one. */
const breakable = (name: string) =>
    name.split(/(?<=[.-])/).map((part, index) => (
        <Fragment key={index}>
            {index > 0 ? <wbr /> : null}
            {part}
        </Fragment>
    ));

export const domainRecordsPath = (domain: Pick<Domain, 'domain' | 'id' | 'userid'>) =>
    userPaths.domainPage({ domain: domain.domain, id: domain.id, userId: domain.userid });

/**
 * The domain's name as people read it (Unicode; the stored ASCII form on hover), a link to its record page; a lock
 * mark when locked; "Licensed by X" (its rights on hover) when another account shares it with the user.
 */
export const DomainNameField = ({ record }: { record: Domain }) => {
    const translate = useTranslate();
    const shown = displayDomain(record.domain);
    return (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap', rowGap: 0.5 }}>
            <Link
                component={RouterLink}
                to={domainRecordsPath(record)}
                underline="hover"
                sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
                onClick={event => event.stopPropagation()}
                title={shown === record.domain ? undefined : record.domain}
            >
                {breakable(shown)}
            </Link>
            {isLocked(record) ? (
                <Typography component="span" variant="caption" color="text.secondary" title={translate('domains.lock.hint')}>
                    {translate('domains.lock.locked')}
                </Typography>
            ) : null}
            {isShared(record) ? (
                <Chip
                    size="small"
                    variant="outlined"
                    color="info"
                    label={translate('domainAccess.shared.chip', { account: record.shareFrom ?? '' })}
                    title={translate(`domainAccess.shared.${licenseRightsName(record.shareRights)}`)}
                    data-testid="domain-shared-chip"
                    sx={{ maxWidth: 220 }}
                />
            ) : null}
        </Stack>
    );
};
