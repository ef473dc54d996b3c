import CardMembership from '@mui/icons-material/CardMembership';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatYuan } from '../../../format/money';
import { EmptyState, LoadError, PageLoading } from '../../../ui/PageStates';
import { planInfo, type PlanInfo } from '../../../data/domains/planInfo';
import { useDomain } from './useDomain';
import { userPaths } from '../../paths';
import { useProductName } from '../../../ui/productName';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 0.25, sm: 2 }, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="body2" color="text.secondary" sx={{ width: { xs: '100%', sm: 140 }, flexShrink: 0 }}>
            {label}
        </Typography>
        <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
);

const DaysLeft = ({ plan }: { plan: PlanInfo }) => {
    const translate = useTranslate();
    if (plan.daysLeft === undefined) return null;
    if (plan.state === 'expired') return <Chip size="small" color="error" label={translate('domainPages.plan.expired')} data-testid="plan-expired" />;
    const label = plan.daysLeft === 0 ? translate('domainPages.plan.expiresToday') : translate('domainPages.plan.daysLeft', { smart_count: plan.daysLeft });
    return <Chip size="small" color={plan.state === 'soon' ? 'warning' : 'success'} variant="outlined" label={label} />;
};

const PlanCard = ({ plan }: { plan: PlanInfo }) => {
    const translate = useTranslate();
    const productName = useProductName();
    const price = plan.priceCents === undefined ? '' : formatYuan(plan.priceCents);
    return (
        <Card variant="outlined" sx={{ maxWidth: 720 }}>
            <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <CardMembership color="primary" />
                    <Typography variant="subtitle1" component="h2">
                        {translate('domainPages.plan.title')}
                    </Typography>
                </Stack>
                {plan.state !== 'active' ? (
                    <Alert severity={plan.state === 'expired' ? 'error' : 'warning'} sx={{ mb: 1 }}>
                        {translate(plan.state === 'expired' ? 'domainPages.plan.expiredHint' : 'domainPages.plan.soonHint')}
                    </Alert>
                ) : null}
                <Row label={translate('domainPages.plan.product')}>
                    <Typography variant="body1" sx={{ fontWeight: 500 }} data-testid="plan-name">
                        {productName(plan.name)}
                    </Typography>
                </Row>
                {price ? (
                    <Row label={translate('domainPages.plan.price')}>
                        <Typography variant="body2" data-testid="plan-price">
                            {translate(`domainPages.plan.perUnit.${plan.unit}`, { price })}
                        </Typography>
                    </Row>
                ) : null}
                {plan.start ? (
                    <Row label={translate('domainPages.plan.effective')}>
                        <Typography variant="body2">{plan.start}</Typography>
                    </Row>
                ) : null}
                {plan.end ? (
                    <Row label={translate('domainPages.plan.expiry')}>
                        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                            <Typography variant="body2" color={plan.state === 'expired' ? 'error' : undefined} data-testid="plan-end">
                                {plan.end}
                            </Typography>
                            <DaysLeft plan={plan} />
                        </Stack>
                    </Row>
                ) : null}
            </CardContent>
            <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
                <Button variant="contained" component={Link} to={userPaths.myPlans(1)}>
                    {translate('domainPages.plan.renew')}
                </Button>
                <Button variant="outlined" component={Link} to={userPaths.planPurchase()}>
                    {translate('domainPages.plan.upgrade')}
                </Button>
            </CardActions>
        </Card>
    );
};

/** The plan tab: the plan bound to the domain (domain.consume), its price, validity and renew / upgrade links. */
export const PlanPage = () => {
    const translate = useTranslate();
    const { data: domain, isPending, error, refetch } = useDomain();
    const plan = domain ? planInfo(domain) : undefined;
    return (
        <>
            {isPending && !error ? <PageLoading /> : null}
            {error ? <LoadError error={error} onRetry={() => void refetch()} /> : null}
            {domain && plan ? <PlanCard plan={plan} /> : null}
            {domain && !plan ? (
                <EmptyState
                    icon={<CardMembership />}
                    title={translate('domainPages.plan.none')}
                    body={translate('domainPages.plan.noneHelp')}
                    action={
                        <Button variant="contained" component={Link} to={userPaths.planPurchase()}>
                            {translate('domainPages.plan.buy')}
                        </Button>
                    }
                />
            ) : null}
        </>
    );
};
