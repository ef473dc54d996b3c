import { RecordContextProvider, ResourceContextProvider } from 'react-admin';
import type { Product } from '../../../data/products/types';
import { DeleteWithConfirmButton } from '../../../ui/singleFlight';
import { useProductName } from '../../../ui/productName';

/**
 * Deletes a product after a confirmation naming it. The list stays where it is (redirect off: the products
 * live at /operation/products, not at react-admin's /product); `onDeleted` runs after a success (the dialog closes).
 */
export const DeleteProductButton = ({ product, onDeleted }: { product: Product; onDeleted?: () => void }) => {
    const productName = useProductName();
    return (
        <ResourceContextProvider value="product">
            <RecordContextProvider value={product}>
                <DeleteWithConfirmButton
                    mutationMode="pessimistic"
                    redirect={false}
                    confirmTitle="operation.products.deleteTitle"
                    confirmContent="operation.products.deleteContent"
                    translateOptions={{ name: productName(product.productName) }}
                    successMessage="common.done.deleted"
                    mutationOptions={onDeleted ? { onSettled: (_data, error) => (error ? undefined : onDeleted()) } : undefined}
                />
            </RecordContextProvider>
        </ResourceContextProvider>
    );
};
