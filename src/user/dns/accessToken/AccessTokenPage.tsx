import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import { useDataProvider } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { SecretPage, type Secret } from '../../../ui/SecretPage';
import type { CdnAccessToken } from '../../../data/accessToken/api';
import { SignInLink } from './SignInLink';

const asSecret = (token: CdnAccessToken): Secret => ({ value: token.accessToken, time: token.updateTime });

/**
 * /dns/domain/access-token (only with the CDN integration): the token the CDN console signs the user in with,
 * masked, reveal, copy, regenerate after a confirmation, and the sign-in link using it.
 */
export const AccessTokenPage = () => {
    const dataProvider = useDataProvider<UserDataProvider>();
    return (
        <SecretPage
            ns="accessToken"
            icon={<VpnKeyOutlined />}
            queryKey={['cdnAccessToken']}
            read={() => dataProvider.getCdnAccessToken().then(asSecret)}
            renew={() => dataProvider.regenerateCdnAccessToken().then(asSecret)}
            testId="access-token"
            example={shown => <SignInLink token={shown} />}
        />
    );
};
