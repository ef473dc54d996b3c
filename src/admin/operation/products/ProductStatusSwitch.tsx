import { FormControlLabel, Switch } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import type { Product } from '../../../data/products/types';
import { useMutation } from '../../../ui/singleFlight';
import { useProductName } from '../../../ui/productName';

const LIST_KEY = { queryKey: ['product'] };

/** On sale / off shelf as a switch in the row: calls toggleProductStatus, then the list refetches. */
export const ProductStatusSwitch = ({ product }: { product: Product }) => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    const queryClient = useQueryClient();
    const notify = useNotify();
    const translate = useTranslate();
    const productName = useProductName();
    const { mutate, isPending } = useMutation({
        mutationFn: () => dataProvider.toggleProductStatus(product.id),
        onError: (error: Error) => notify(error.message || 'http.failed', { type: 'error' }),
        onSuccess: () => notify('common.done.operated', { type: 'success' }),
        onSettled: () => queryClient.invalidateQueries(LIST_KEY),
    });
    const onSale = product.status === 1;
    return (
        <FormControlLabel
            onClick={event => event.stopPropagation()}
            sx={{ whiteSpace: 'nowrap', mr: 0 }}
            control={
                <Switch
                    size="small"
                    checked={onSale}
                    disabled={isPending}
                    onChange={() => mutate()}
                    slotProps={{ input: { 'aria-label': `${productName(product.productName)} ${translate('operation.products.onSale')}` } }}
                />
            }
            label={translate(onSale ? 'operation.products.onSale' : 'operation.products.offShelf')}
        />
    );
};
