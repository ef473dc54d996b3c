import { Alert, Box, Button, CardContent, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { SelectInput, useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { UserDataProvider } from '../../../dataProvider';
import { EmptyState, LoadError, PageLoading } from '../../../../ui/PageStates';
import { PageCard } from '../../../../ui/PageCard';
import { bulkDomains, validateBulkDomains } from '../records/domainListInput';
import { DomainListInput } from '../records/DomainListInput';
import { BulkJobPanel } from '../jobs/BulkJobPanel';
import { useBulkJob } from '../jobs/useBulkJob';
import { PLAN_QUERY_KEY } from '../../../plan/queries';
import { groupUnused, type UnusedProduct } from './unusedPlans';
import { userPaths } from '../../../paths';
import { Form, SaveButton } from '../../../../ui/singleFlight';
import { useProductName } from '../../../../ui/productName';

/** Every unused plan fits in one page: a user holds a handful of products. */
const ALL = 500;

interface PlanUpdateValues {
    productId: number | '';
    domains: string;
}

/** Says when the domains outnumber the unused plans of the product (the rest will be refused). */
const Shortage = ({ products }: { products: UnusedProduct[] }) => {
    const translate = useTranslate();
    const productId: unknown = useWatch({ name: 'productId' });
    const text: unknown = useWatch({ name: 'domains' });
    const product = products.find(row => row.productId === Number(productId));
    const domains = validateBulkDomains(text) ? 0 : bulkDomains(text).length;
    if (!product || domains <= product.count) return null;
    return <Alert severity="warning">{translate('bulkRecords.planUpdate.notEnough', { domains, plans: product.count })}</Alert>;
};

const ApplyButton = () => {
    const translate = useTranslate();
    const text: unknown = useWatch({ name: 'domains' });
    return <SaveButton label={translate('bulkRecords.planUpdate.apply', { count: bulkDomains(text).length })} icon={<span />} alwaysEnable />;
};

const required = (value: unknown) => (value ? undefined : 'bulkRecords.planUpdate.productRequired');

/**
 * Binds many domains to the user's unused plans: a product among the unused plans, a domain
 * list; each domain gets one unused plan of that product, the rest are refused with the reason.
 */
export const PlanUpdatePage = () => {
    const translate = useTranslate();
    const productName = useProductName();
    const dataProvider = useDataProvider<UserDataProvider>();
    const queryClient = useQueryClient();
    const job = useBulkJob<string>();
    const lastProduct = useRef<UnusedProduct | null>(null);
    const plans = useQuery({
        queryKey: [PLAN_QUERY_KEY, 'lists', { mode: 2, page: 1, perPage: ALL }],
        queryFn: () => dataProvider.getPlans({ mode: 2, page: 1, perPage: ALL }),
    });
    const products = plans.data ? groupUnused([...plans.data.paid.list, ...plans.data.free.list]) : [];

    const apply = async (product: UnusedProduct, domains: string[]) => {
        lastProduct.current = product;
        await job.start({
            type: 'planUpdate',
            title: translate('bulkRecords.planUpdate.jobTitle', { count: domains.length, name: productName(product.productName) }),
            items: domains,
            send: (chunk, jobId, signal) => dataProvider.bindPlans(jobId, product.productId, chunk, signal),
            describe: domain => domain,
        });
        await queryClient.invalidateQueries({ queryKey: [PLAN_QUERY_KEY] });
        await queryClient.invalidateQueries({ queryKey: ['domain'] });
    };

    const body = plans.isPending ? (
        <PageLoading />
    ) : plans.error ? (
        <LoadError error={plans.error} onRetry={() => void plans.refetch()} />
    ) : products.length === 0 && !job.run ? (
        <EmptyState
            title={translate('bulkRecords.planUpdate.noPlans')}
            body={translate('bulkRecords.planUpdate.noPlansHint')}
            action={
                <Button variant="contained" component={Link} to={userPaths.planPurchase()}>
                    {translate('bulkRecords.planUpdate.buy')}
                </Button>
            }
        />
    ) : (
        <Form<PlanUpdateValues>
            defaultValues={{ productId: products.length === 1 ? products[0].productId : '', domains: '' }}
            onSubmit={(values: Partial<PlanUpdateValues>) => {
                const product = products.find(row => row.productId === Number(values.productId));
                if (product) return apply(product, bulkDomains(values.domains));
            }}
            sanitizeEmptyValues={false}
        >
            <Stack spacing={1} component="fieldset" disabled={job.run !== null} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
                <SelectInput
                    source="productId"
                    label="bulkRecords.planUpdate.product"
                    choices={products.map(row => ({
                        id: row.productId,
                        name: translate('bulkRecords.planUpdate.productOption', { name: productName(row.productName), count: row.count }),
                    }))}
                    translateChoice={false}
                    validate={required}
                    sx={{ maxWidth: 420 }}
                />
                <DomainListInput disabled={job.run !== null} />
                <Shortage products={products} />
                {job.run ? null : (
                    <Box>
                        <ApplyButton />
                    </Box>
                )}
            </Stack>
        </Form>
    );

    return (
        <PageCard title="routes.bulkPage.planUpdate" intro="bulkRecords.planUpdate.intro" pageTitle={false}>
            <CardContent component={Stack} spacing={2}>
                {body}
                <BulkJobPanel
                    run={job.run}
                    onCancel={job.cancel}
                    onRetryRefused={outcome =>
                        lastProduct.current &&
                        void apply(
                            lastProduct.current,
                            outcome.refused.map(({ item }) => item),
                        )
                    }
                    onDone={job.reset}
                />
            </CardContent>
        </PageCard>
    );
};
