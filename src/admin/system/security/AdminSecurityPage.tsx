import { Alert, Box } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { isOn } from '../../../data/webConfig/api';
import { useWebConfig } from '../../../data/webConfig/useWebConfig';
import { TwoFactorCard } from '../../../ui/twoFactor/TwoFactorCard';

/**
 * /system/security (the avatar menu): the signed-in administrator's own second factor, the same card as the user
 * console's account info (its calls under sys/user/totp). When the web config requires it of every administrator,
 * it says so: turned off, it is set up again at the next sign-in.
 */
export const AdminSecurityPage = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    const { data: config } = useWebConfig();
    return (
        <Box sx={{ maxWidth: 880 }}>
            <Title title={translate('routes.adminSecurity')} />
            {config && isOn(config.power.adminTotp) ? (
                <Alert severity="info" sx={{ mt: 2 }} data-testid="admin-totp-required">
                    {translate('twoFactor.card.requiredForAdmins')}
                </Alert>
            ) : null}
            <TwoFactorCard account={String(identity?.fullName ?? identity?.id ?? '')} />
        </Box>
    );
};
