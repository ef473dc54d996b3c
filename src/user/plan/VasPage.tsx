import Extension from '@mui/icons-material/Extension';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { EmptyState, LoadError, PageLoading } from '../../ui/PageStates';
import { PlanCards } from './PlanCards';
import { PurchasePanel } from './PurchasePanel';
import { useCatalogue } from './queries';
import { VasPlanPicker } from './VasPlanPicker';
import { VasPurchases } from './VasPurchases';

/** Product type of value-added services (src/data/products/types.ts). */
const VAS_TYPE = 3;

/**
 * /plan/vas and /payment/vas: value-added services (extra records, QPS, custom lines) by quantity, optionally
 * added to one of the user's plans, bought like a plan (goodsType 13); below, the services bought.
 */
export const VasPage = () => {
    const translate = useTranslate();
    const { data: products, isPending, error, refetch } = useCatalogue(VAS_TYPE);
    const [chosen, setChosen] = useState<number>();
    const [consumeId, setConsumeId] = useState(0);
    const selected = products?.find(product => product.id === (chosen ?? products[0]?.id));
    return (
        <Box sx={{ mt: 2, mb: 4, minWidth: 0 }}>
            <Title title={translate('plans.vas.title')} />
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate('plans.vas.intro')}
            </Typography>
            {isPending ? <PageLoading /> : null}
            {error ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
            {products && products.length === 0 ? (
                <EmptyState icon={<Extension />} title={translate('plans.vas.empty')} body={translate('plans.purchase.emptyBody')} />
            ) : null}
            {products && selected ? (
                <>
                    <PlanCards products={products} selectedId={selected.id} onSelect={setChosen} adds />
                    <PurchasePanel key={selected.id} product={selected} extra={consumeId ? { consumeId } : undefined}>
                        <VasPlanPicker value={consumeId} onChange={setConsumeId} />
                    </PurchasePanel>
                </>
            ) : null}
            <VasPurchases />
        </Box>
    );
};
