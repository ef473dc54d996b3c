import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { useMediaQuery, type Theme } from '@mui/material';
import { Button, DataTable, List, SearchInput, SelectInput, SimpleList, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { EmptyState } from '../../../ui/PageStates';
import { useProductName } from '../../../ui/productName';
import { scrollingListSx } from '../../../ui/listLayout';
import { useListPaging } from '../../../console/overrides/ListPaging';
import { ListError } from '../../../ui/ListError';
import { ProductDialog, ProductDialogProvider } from './ProductDialog';
import { useProductDialog } from './ProductDialogContext';
import { DeleteProductButton } from './DeleteProductButton';
import { FeatureSummary, ProductPrice } from './ProductPrice';
import { ProductStatusSwitch } from './ProductStatusSwitch';
import type { Product } from '../../../data/products/types';

const Column = DataTable.Col<Product>;

const AddButton = ({ variant }: { variant?: 'contained' | 'text' }) => {
    const { openNew } = useProductDialog();
    return (
        <Button label="operation.products.add" onClick={openNew} variant={variant}>
            <Add />
        </Button>
    );
};

const EditProductButton = ({ product }: { product: Product }) => {
    const { openEdit } = useProductDialog();
    return (
        <Button label="ra.action.edit" onClick={() => openEdit(product)}>
            <EditOutlined />
        </Button>
    );
};

const NoProducts = () => {
    const translate = useTranslate();
    const { filterValues } = useListContext();
    if (Object.keys(filterValues ?? {}).length > 0) return <EmptyState title={translate('operation.products.noMatch')} />;
    return (
        <EmptyState
            icon={<Inventory2Outlined />}
            title={translate('operation.products.empty')}
            body={translate('operation.products.emptyBody')}
            action={<AddButton variant="contained" />}
        />
    );
};

const Rows = () => {
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
    const translate = useTranslate();
    const productName = useProductName();
    const { openEdit } = useProductDialog();
    if (phone) {
        return (
            <SimpleList<Product>
                rowClick={(_id, _resource, product) => (openEdit(product as Product), false)}
                empty={<NoProducts />}
                primaryText={product => productName(product.productName)}
                secondaryText={product => <ProductPrice product={product} />}
                tertiaryText={product => translate(product.status === 1 ? 'operation.products.onSale' : 'operation.products.offShelf')}
            />
        );
    }
    return (
        <DataTable<Product> rowClick={false} bulkActionButtons={false} empty={<NoProducts />}>
            <Column source="productName" render={product => productName(product.productName)} sx={{ fontWeight: 500 }} />
            <Column source="productType" render={product => translate(`operation.products.types.${product.productType}`)} sx={{ whiteSpace: 'nowrap' }} />
            <Column source="productUnitPrice" render={product => <ProductPrice product={product} />} sx={{ whiteSpace: 'nowrap' }} />
            <Column label="operation.products.features" disableSort render={product => <FeatureSummary product={product} />} />
            <Column source="sort" align="right" />
            <Column source="status" render={product => <ProductStatusSwitch product={product} />} />
            <Column
                label=""
                align="right"
                disableSort
                sx={{ whiteSpace: 'nowrap' }}
                render={product => (
                    <>
                        <EditProductButton product={product} />
                        <DeleteProductButton product={product} />
                    </>
                )}
            />
        </DataTable>
    );
};

const useFilters = () => {
    const translate = useTranslate();
    return [
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('operation.products.search')} />,
        <SelectInput
            key="status"
            source="status"
            alwaysOn
            emptyText="operation.products.all"
            choices={[
                { id: 1, name: 'operation.products.onSale' },
                { id: 0, name: 'operation.products.offShelf' },
            ]}
        />,
    ];
};

/** /operation/products: the plans on sale; add and edit in a dialog (price in yuan, stored in cents), delete after a confirmation. */
export const ProductList = () => (
    <ProductDialogProvider>
        <List<Product>
            resource="product"
            title="routes.products"
            filters={useFilters()}
            sort={{ field: 'sort', order: 'ASC' }}
            {...useListPaging()}
            actions={
                <TopToolbar>
                    <AddButton />
                </TopToolbar>
            }
            error={<ListError />}
            empty={false}
            exporter={false}
            sx={scrollingListSx}
        >
            <Rows />
        </List>
        <ProductDialog />
    </ProductDialogProvider>
);
