import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Product } from '../../../data/products/types';

/** Which product the dialog edits: null closed, 'new' adding. */
type DialogState = null | 'new' | Product;

interface ProductDialogApi {
    state: DialogState;
    openNew(): void;
    openEdit(product: Product): void;
    close(): void;
}

const ProductDialogContext = createContext<ProductDialogApi | null>(null);

export const ProductDialogProvider = ({ children }: { children: ReactNode }) => {
    const [state, setState] = useState<DialogState>(null);
    const api = useMemo<ProductDialogApi>(
        () => ({ state, openNew: () => setState('new'), openEdit: product => setState(product), close: () => setState(null) }),
        [state],
    );
    return <ProductDialogContext.Provider value={api}>{children}</ProductDialogContext.Provider>;
};

export const useProductDialog = (): ProductDialogApi => {
    const api = useContext(ProductDialogContext);
    if (!api) throw new Error('useProductDialog outside ProductDialogProvider');
    return api;
};
