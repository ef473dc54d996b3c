import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { LoadError, PageLoading } from '../../../ui/PageStates';
import { useUserInfo } from '../../../data/account/useUserInfo';
import { isOn } from '../../../data/webConfig/api';
import { useWebConfig } from '../../../data/webConfig/useWebConfig';
import { ProfileCard } from './ProfileCard';
import { SecurityCard } from './SecurityCard';
import { TwoFactorCard } from '../../../ui/twoFactor/TwoFactorCard';

/**
 * /account/info: who the user is (SPEC section 3 User info, the balance and the score), and the security
 * settings: bind or change the mobile and the email (with a code), bind the messaging app by QR, the login and
 * the payment passwords.
 */
export const AccountInfoPage = () => {
    const translate = useTranslate();
    const user = useUserInfo();
    const webConfig = useWebConfig();
    const verifyOn = isOn(webConfig.data?.power.realName);
    return (
        <Box sx={{ pb: 2, maxWidth: 1100 }} data-testid="account-info">
            {user.data ? (
                <>
                    <ProfileCard user={user.data} verifyOn={verifyOn} />
                    <SecurityCard user={user.data} />
                    <TwoFactorCard account={user.data.username} />
                </>
            ) : (
                <>
                    <Title title={translate('accountInfo.title')} />
                    {user.error && !user.isFetching ? <LoadError error={user.error} onRetry={() => void user.refetch()} /> : <PageLoading />}
                </>
            )}
        </Box>
    );
};
