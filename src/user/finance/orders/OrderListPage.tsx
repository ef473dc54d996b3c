import { useUserListProps } from '../../listProps';
import { Box } from '@mui/material';
import { List, Title } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Order } from '../../../data/orders/api';
import { useOrderFilters } from './filters';
import { ORDERS_STORE_KEY } from './listStore';
import { OrderDateFilter } from './OrderDateFilter';
import { OrderTable } from './OrderTable';
import { OrderTabs } from './OrderTabs';
import { tabOf, tabStatuses } from './tabs';

/** The tab the address names: the last segment of /finance/order/{tab}. */
const useCurrentTab = () => tabOf(useLocation().pathname.replace(/\/+$/, '').split('/').pop());

/**
 * /finance/order/{all|unpaid|paid|refunding|refunded} (any other segment lists all): the user's orders, server-paged,
 * searched by creation date, order number and type. Each tab is its own address; they share one search.
 */
export const OrderListPage = () => {
    const tab = useCurrentTab();
    const statuses = tabStatuses(tab);
    return (
        <Box sx={{ mt: 1 }}>
            <Title title="orders.title" />
            <OrderTabs current={tab} />
            <List<Order>
                key={tab}
                resource="order"
                title={false}
                storeKey={ORDERS_STORE_KEY}
                filter={statuses ? { status: statuses } : undefined}
                filters={useOrderFilters()}
                sort={{ field: 'createTime', order: 'DESC' }}
                {...useUserListProps()}
                empty={false}
                actions={false}
            >
                <OrderDateFilter />
                <OrderTable />
            </List>
        </Box>
    );
};
