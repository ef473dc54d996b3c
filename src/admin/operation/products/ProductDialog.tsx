import { Box, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { FormLeaveGuard } from '../../../ui/LeaveGuard';
import { DeleteProductButton } from './DeleteProductButton';
import { ProductDialogProvider, useProductDialog } from './ProductDialogContext';
import { ProductFields } from './ProductFields';
import { emptyProductForm, formToProduct, productToForm, type ProductFormValues } from './productForm';
import type { Product } from '../../../data/products/types';
import { Form, SaveButton } from '../../../ui/singleFlight';
import { DialogCancelButton } from '../../../ui/DialogCancelButton';

const RESOURCE = 'product';

/**
 * Adds or edits a product in a dialog over the list. The price is typed in yuan and sent in cents. A refused
 * save keeps the dialog open with everything typed and the server's msg; success notifies, closes, and the list
 * refetches.
 */
export const ProductDialog = () => {
    const { state, close } = useProductDialog();
    const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const translate = useTranslate();
    const notify = useNotify();
    const [create] = useCreate<Product>();
    const [update] = useUpdate<Product>();
    const editing = state !== null && state !== 'new' ? state : undefined;

    const save = async (values: ProductFormValues) => {
        const product = formToProduct(values);
        try {
            if (editing) {
                await update(
                    RESOURCE,
                    { id: editing.id, data: { ...product, id: editing.id }, previousData: editing },
                    { mutationMode: 'pessimistic', returnPromise: true },
                );
            } else {
                await create(RESOURCE, { data: product }, { returnPromise: true });
            }
        } catch (error) {
            const message = (error as Error)?.message || 'http.failed';
            notify(message, { type: 'error' });
            return { productName: message };
        }
        notify(editing ? 'common.done.updated' : 'common.done.added', { type: 'success' });
        close();
        return undefined;
    };

    const titleId = 'product-dialog-title';
    return (
        <Dialog open={state !== null} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
            {state !== null ? (
                <Form<ProductFormValues>
                    defaultValues={editing ? productToForm(editing) : emptyProductForm}
                    onSubmit={(values: Partial<ProductFormValues>) => save(values as ProductFormValues)}
                    resource={RESOURCE}
                    sanitizeEmptyValues={false}
                >
                    <FormLeaveGuard />
                    <DialogTitle id={titleId}>{translate(editing ? 'operation.products.editTitle' : 'operation.products.addTitle')}</DialogTitle>
                    <DialogContent sx={{ pb: 0 }}>
                        <ProductFields />
                    </DialogContent>
                    <DialogActions sx={{ px: 3, pb: 2 }}>
                        {editing ? (
                            <Box sx={{ mr: 'auto' }}>
                                <DeleteProductButton product={editing} onDeleted={close} />
                            </Box>
                        ) : null}
                        <DialogCancelButton label="operation.products.cancel" onClick={close} />
                        <SaveButton label="common.save" alwaysEnable />
                    </DialogActions>
                </Form>
            ) : null}
        </Dialog>
    );
};

export { ProductDialogProvider };
