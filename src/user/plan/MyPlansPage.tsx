import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import CardMembership from '@mui/icons-material/CardMembership';
import Search from '@mui/icons-material/Search';
import { Box, Button, Card, InputAdornment, Stack, Tab, Tabs, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { ListContextProvider, ResourceContextProvider, type ListControllerResult, Title, useList, useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { EmptyState, LoadError } from '../../ui/PageStates';
import { scrollingListSx } from '../../ui/listLayout';
import { PLAN_MODES, type PlanMode } from '../../data/plans/api';
import { PlanTable } from './PlanTable';
import { usePlanLists } from './queries';
import { useDebounced } from './useDebounced';
import { userPaths } from '../paths';

type Kind = 'paid' | 'free';

const modeOf = (pathname: string): PlanMode => PLAN_MODES.find(mode => pathname.replace(/\/+$/, '').endsWith(userPaths.myPlans(mode))) ?? 1;

const BuyButton = () => {
    const translate = useTranslate();
    return (
        <Button variant="contained" component={Link} to={userPaths.planPurchase()} startIcon={<AddShoppingCart />}>
            {translate('plans.own.empty.buy')}
        </Button>
    );
};

/**
 * The plans of one mode: paid or free (one answer holds both, each paged on its own), searched by bound domain,
 * server-paged; a react-admin list context over that answer feeds the DataTable and its pagination.
 */
const ModePlans = ({ mode }: { mode: PlanMode }) => {
    const translate = useTranslate();
    const [kind, setKind] = useState<Kind>('paid');
    const [perPage, setPerPage] = useState(10);
    const [search, setSearch] = useState('');
    const domain = useDebounced(search.trim());
    // the page belongs to a kind and a search: another one starts at page 1
    const scope = `${kind}|${domain}|${perPage}`;
    const [paging, setPaging] = useState({ scope, page: 1 });
    const page = paging.scope === scope ? paging.page : 1;
    const setPage = useCallback((next: number) => setPaging({ scope, page: next }), [scope]);
    const { data, isPending, isFetching, error, refetch } = usePlanLists({ mode, page, perPage, domain });
    const part = data?.[kind];
    const list = useList({ data: part?.list, isPending, isFetching, resource: 'plan' });
    const context = useMemo(
        () => ({
            ...list,
            total: part?.total ?? 0,
            page,
            perPage,
            setPage,
            setPerPage,
            hasNextPage: part ? page * perPage < part.total : false,
            hasPreviousPage: page > 1,
        }),
        [list, part, page, perPage, setPage],
    ) as ListControllerResult;
    const empty = (
        <EmptyState
            icon={<CardMembership />}
            title={translate(`plans.own.empty.${mode}`)}
            body={translate(domain ? 'plans.own.empty.searchBody' : 'plans.own.empty.body')}
            action={domain ? undefined : <BuyButton />}
        />
    );
    return (
        <>
            <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ px: 2, py: 1.5, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
            >
                <ToggleButtonGroup
                    exclusive
                    size="small"
                    color="primary"
                    value={kind}
                    onChange={(_, next: Kind | null) => next && setKind(next)}
                    aria-label={translate('plans.own.title')}
                >
                    {(['paid', 'free'] as const).map(value => (
                        <ToggleButton key={value} value={value} data-testid={`plans-${value}`}>
                            {translate(`plans.own.kind.${value}`, { count: data?.[value].total ?? '…' })}
                        </ToggleButton>
                    ))}
                </ToggleButtonGroup>
                <TextField
                    size="small"
                    value={search}
                    onChange={event => setSearch(event.target.value)}
                    placeholder={translate('plans.own.search')}
                    slotProps={{
                        htmlInput: { 'aria-label': translate('plans.own.search') },
                        input: {
                            startAdornment: (
                                <InputAdornment position="start">
                                    <Search fontSize="small" />
                                </InputAdornment>
                            ),
                        },
                    }}
                    sx={{ width: { xs: '100%', sm: 260 } }}
                />
            </Stack>
            {error ? (
                <Box sx={{ px: 2 }}>
                    <LoadError error={error} onRetry={() => void refetch()} />
                </Box>
            ) : (
                <Box sx={scrollingListSx}>
                    <ResourceContextProvider value="plan">
                        <ListContextProvider value={context}>
                            <PlanTable empty={empty} />
                        </ListContextProvider>
                    </ResourceContextProvider>
                </Box>
            )}
        </>
    );
};

/** /plan/own/{1..4}: the user's plans by state (in use, unused, expired, invalid), one tab each. */
export const MyPlansPage = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const mode = modeOf(useLocation().pathname);
    return (
        <Box sx={{ mt: 2, mb: 4, minWidth: 0 }}>
            <Title title={translate('plans.own.title')} />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
                <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 320px' }}>
                    {translate('plans.own.intro')}
                </Typography>
                <BuyButton />
            </Stack>
            <Card variant="outlined" sx={{ minWidth: 0 }}>
                <Tabs
                    value={mode}
                    onChange={(_, next: PlanMode) => navigate(userPaths.myPlans(next))}
                    variant="scrollable"
                    sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
                >
                    {PLAN_MODES.map(candidate => (
                        <Tab key={candidate} value={candidate} label={translate(`plans.modes.${candidate}`)} />
                    ))}
                </Tabs>
                <ModePlans key={mode} mode={mode} />
            </Card>
        </Box>
    );
};
