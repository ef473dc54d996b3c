import { Tab, Tabs } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ORDERS_STORE_KEY } from './listStore';
import { ORDER_TAB_NAMES, orderTabPath, type OrderTab } from './tabs';

interface StoredParams {
    filter?: Record<string, unknown>;
    perPage?: number;
    sort?: string;
    order?: string;
}

/** A tab's address: its path, with the search and page size kept and the page back to 1. */
const tabLink = (tab: OrderTab, params: StoredParams | undefined): string => {
    const query = new URLSearchParams({ page: '1' });
    if (params?.filter && Object.keys(params.filter).length > 0) query.set('filter', JSON.stringify(params.filter));
    if (params?.perPage) query.set('perPage', String(params.perPage));
    if (params?.sort) query.set('sort', params.sort);
    if (params?.order) query.set('order', params.order);
    return `${orderTabPath(tab)}?${query}`;
};

/** The status tabs: each is a link to its path (/finance/order/{tab}), keeping the search. */
export const OrderTabs = ({ current }: { current: OrderTab }) => {
    const translate = useTranslate();
    const [params] = useStore<StoredParams | undefined>(ORDERS_STORE_KEY);
    return (
        <Tabs
            value={current}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={translate('orders.tabsLabel')}
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
        >
            {ORDER_TAB_NAMES.map(tab => (
                <Tab key={tab} value={tab} label={translate(`orders.tabs.${tab}`)} component={Link} to={tabLink(tab, params)} data-tab={tab} />
            ))}
        </Tabs>
    );
};
