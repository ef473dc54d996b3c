import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { licenseStatusName, type LicenseStatusName } from '../../../data/domainLicenses/api';

const COLOURS: Record<LicenseStatusName, ChipProps['color']> = { pending: 'warning', accepted: 'success', refused: 'error', revoked: 'default' };

/** A licence's state as a translated chip. */
export const LicenseStatusChip = ({ status }: { status: unknown }) => {
    const translate = useTranslate();
    const name = licenseStatusName(status);
    const color = COLOURS[name];
    return (
        <Chip
            size="small"
            color={color}
            variant={color === 'default' ? 'outlined' : 'filled'}
            label={translate(`domainLicense.status.${name}`)}
            data-testid="license-status"
            data-status={name}
        />
    );
};
