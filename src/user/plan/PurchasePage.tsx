import Inventory2 from '@mui/icons-material/Inventory2';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { EmptyState, LoadError, PageLoading } from '../../ui/PageStates';
import { FeatureTable } from './FeatureTable';
import { PlanCards } from './PlanCards';
import { PurchasePanel } from './PurchasePanel';
import { PurchaseDomain } from './PurchaseDomain';
import { useCatalogue, type CatalogueItem } from './queries';
import { userPaths } from '../paths';

/** The plan types sold here: 1 DNS plans, 2 HTTPDNS packages (value-added services have their own page). */
const PURCHASE_TYPES = [1, 2] as const;
const DNS_PLAN_TYPE = 1;

/** The product chosen at first: the first one that costs something. */
const firstPaid = (products: CatalogueItem[]) => products.find(product => product.productUnitPrice > 0)?.id;

const Catalogue = ({ type }: { type: number }) => {
    const translate = useTranslate();
    const { data: products, isPending, error, refetch } = useCatalogue(type);
    const [chosen, setChosen] = useState<number>();
    if (isPending) return <PageLoading />;
    if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (products.length === 0)
        return <EmptyState icon={<Inventory2 />} title={translate('plans.purchase.empty')} body={translate('plans.purchase.emptyBody')} />;
    const selectedId = chosen ?? firstPaid(products);
    const selected = products.find(product => product.id === selectedId && product.productUnitPrice > 0);
    return (
        <>
            <PlanCards products={products} selectedId={selected?.id} onSelect={setChosen} />
            {products.length > 1 ? <FeatureTable products={products} /> : null}
            {selected ? (
                type === DNS_PLAN_TYPE ? (
                    <PurchaseDomain key={selected.id} product={selected} />
                ) : (
                    <PurchasePanel key={selected.id} product={selected} />
                )
            ) : (
                <Typography sx={{ mt: 3 }} color="text.secondary">
                    {translate('plans.purchase.chooseFirst')}
                </Typography>
            )}
        </>
    );
};

/**
 * /plan/purchase and /payment/plans/{type}: the products of a type as cards and a feature table, a duration,
 * the total in cents, and "Buy", which creates the order and opens /payment/order/{orderId}.
 */
export const PurchasePage = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { type: param } = useParams();
    const type = PURCHASE_TYPES.find(candidate => String(candidate) === param) ?? 1;
    return (
        <Box sx={{ mt: 2, mb: 4, minWidth: 0 }}>
            <Title title={translate('plans.purchase.title')} />
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('plans.purchase.intro')}
            </Typography>
            <Tabs value={type} onChange={(_, next: number) => navigate(userPaths.paymentPlans(next))} variant="scrollable" sx={{ mb: 2 }}>
                {PURCHASE_TYPES.map(candidate => (
                    <Tab key={candidate} value={candidate} label={translate(`plans.purchase.types.${candidate}`)} />
                ))}
            </Tabs>
            <Catalogue key={type} type={type} />
        </Box>
    );
};
