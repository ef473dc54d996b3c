import Dns from '@mui/icons-material/DnsOutlined';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../ui/PageStates';

/** No HTTPDNS domain (or none matching the search): says what to do. */
export const HttpdnsEmpty = () => {
    const translate = useTranslate();
    return <EmptyState icon={<Dns />} title={translate('httpdns.domains.empty')} body={translate('httpdns.domains.emptyHelp')} />;
};
