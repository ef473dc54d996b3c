import { SearchInput, SelectInput, useTranslate } from 'react-admin';
import { GOODS_TYPE_CODES, goodsTypeKey } from '../../../data/orders/codes';

/** The orders list's inputs: order number search and order type (the date range is OrderDateFilter). */
export const useOrderFilters = () => {
    const translate = useTranslate();
    return [
        <SearchInput key="orderId" source="orderId" alwaysOn placeholder={translate('orders.search.orderId')} />,
        <SelectInput
            key="goodsType"
            source="goodsType"
            alwaysOn
            label="orders.search.goodsType"
            emptyText="orders.tabs.all"
            choices={GOODS_TYPE_CODES.map(code => ({ id: code, name: goodsTypeKey(code) }))}
            sx={{ minWidth: 160 }}
        />,
    ];
};
