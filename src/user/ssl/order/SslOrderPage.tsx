import { useUserListProps } from '../../listProps';
import { Box } from '@mui/material';
import { List, SearchInput, SelectInput, Title, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { PathTabs } from '../../../ui/PathTabs';
import type { SslOrder } from '../../../data/sslOrders/api';
import { SSL_ORDER_TABS, SSL_STATUS_CODES, sslTabOf } from '../../../data/sslOrders/codes';
import { SslOrderTable } from './SslOrderTable';
import { userPaths } from '../../paths';

/** /ssl/order/{paid|free}: the user's certificate orders of that kind, searched by domain and status. */
export const SslOrderPage = () => {
    const translate = useTranslate();
    const tab = sslTabOf(useLocation().pathname.replace(/\/+$/, '').split('/').pop());
    const filters = [
        <SearchInput key="domain" source="domain" alwaysOn placeholder={translate('ssl.orders.domainSearch')} />,
        <SelectInput
            key="status"
            source="status"
            alwaysOn
            label="ssl.orders.statusFilter"
            choices={SSL_STATUS_CODES.map(code => ({ id: code, name: `ssl.status.${code}` }))}
            sx={{ minWidth: 140 }}
        />,
    ];
    return (
        <Box sx={{ mt: 1 }}>
            <Title title={translate('ssl.orders.title')} />
            <PathTabs
                current={tab}
                label={translate('ssl.orders.tabsLabel')}
                tabs={SSL_ORDER_TABS.map(value => ({ value, label: translate(`ssl.orders.tabs.${value}`), to: userPaths.sslOrders(value) }))}
            />
            <List<SslOrder>
                key={tab}
                resource="sslOrder"
                title={false}
                storeKey={`sslOrder.${tab}`}
                filter={{ type: tab }}
                filters={filters}
                {...useUserListProps()}
                empty={false}
                actions={false}
            >
                <SslOrderTable tab={tab} />
            </List>
        </Box>
    );
};
