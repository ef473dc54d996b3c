import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../ui/PageStates';
import { userPaths } from '../../paths';

/** No order in the list: with a search set, say to change it; otherwise what fills this page and where to start. */
export const OrdersEmpty = () => {
    const translate = useTranslate();
    const { filterValues } = useListContext();
    const searching = Object.keys(filterValues).length > 0;
    return searching ? (
        <EmptyState icon={<ReceiptLong />} title={translate('orders.empty.noMatch')} />
    ) : (
        <EmptyState
            icon={<ReceiptLong />}
            title={translate('orders.empty.title')}
            body={translate('orders.empty.body')}
            action={
                <Button variant="contained" component={Link} to={userPaths.planPurchase()}>
                    {translate('orders.empty.buy')}
                </Button>
            }
        />
    );
};
