import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { useDataProvider } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { SecretPage, type Secret } from '../../../ui/SecretPage';
import type { ApiKey } from '../../../data/apiKey/api';
import { ApiExample } from './ApiExample';

const asSecret = (key: ApiKey): Secret => ({ value: key.apiKey, time: key.createTime });

/** /account/apikey: the key (masked, reveal, copy), regenerate after a confirmation, and a call using it. */
export const ApiKeyPage = () => {
    const dataProvider = useDataProvider<UserDataProvider>();
    return (
        <SecretPage
            ns="apiKey"
            icon={<KeyOutlined />}
            queryKey={['apiKey']}
            read={() => dataProvider.getApiKey().then(asSecret)}
            renew={() => dataProvider.resetApiKey().then(asSecret)}
            testId="api-key"
            example={shown => <ApiExample apiKey={shown} />}
        />
    );
};
