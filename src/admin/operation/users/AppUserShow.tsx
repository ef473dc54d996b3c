import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Chip, Grid, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { isUserDisabled, USER_STATUS } from '../../../data/appUsers/rules';
import { USER_MENU } from '../../../data/appUsers/userMenu';
import { AccountActions } from './AccountActions';
import { UserDomains, UserOrders, UserSignIns } from './UserDataTabs';
import { PtrBlocksTab } from './ptrBlocks/PtrBlocksTab';
import { LoadError, PageLoading } from '../../../ui/PageStates';
import { formatYuan } from '../../../format/money';
import { InfoCard, InfoRow } from './InfoCard';
import { maskIdNumber, maskName } from './mask';
import { RealNameChip } from './RealNameChip';
import { RecentRecharges } from './RecentRecharges';
import { SignInAsButton } from './SignInAsButton';
import type { AppUserDetail } from '../../../data/appUsers/types';
import { useAppUserDetail } from './useAppUserDetail';
import { adminPaths } from '../../paths';

const CERTIFICATE_TYPES = ['1', '2', '3'];

const MENU_TITLES = new Map(USER_MENU.flatMap(group => [group, ...group.children]).map(entry => [entry.path, entry.title]));

/** A hidden menu path by its name in the user console (the path itself when the menu no longer has it). */
const menuName = (translate: (key: string) => string) => (path: string) => {
    const title = MENU_TITLES.get(path);
    return title ? translate(`userRoutes.${title}`) : path;
};

const TABS = ['overview', 'domains', 'orders', 'signIns', 'ptrBlocks'] as const;
type DetailTab = (typeof TABS)[number];

/** The page's tab from `?tab=`, so a tab can be linked and survives a reload. */
const useDetailTab = (): [DetailTab, (tab: DetailTab) => void] => {
    const [search, setSearch] = useSearchParams();
    const wanted = search.get('tab');
    const tab = TABS.find(name => name === wanted) ?? 'overview';
    return [tab, next => setSearch(next === 'overview' ? {} : { tab: next }, { replace: true })];
};

/** The user's data by tab: the overview cards, then their domains, orders, sign-in history and address blocks. */
const DetailTabs = ({ user }: { user: AppUserDetail }) => {
    const translate = useTranslate();
    const [tab, setTab] = useDetailTab();
    return (
        <>
            <Tabs value={tab} onChange={(_event, next: DetailTab) => setTab(next)} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
                {TABS.map(name => (
                    <Tab key={name} value={name} label={translate(name === 'ptrBlocks' ? 'ptrBlocks.tab' : `accountControl.tabs.${name}`)} />
                ))}
            </Tabs>
            {tab === 'overview' ? <Details user={user} /> : null}
            {tab === 'domains' ? <UserDomains userId={user.userId} /> : null}
            {tab === 'orders' ? <UserOrders userId={user.userId} /> : null}
            {tab === 'signIns' ? <UserSignIns userId={user.userId} /> : null}
            {tab === 'ptrBlocks' ? <PtrBlocksTab userId={user.userId} /> : null}
        </>
    );
};

const Header = ({ user }: { user: AppUserDetail }) => {
    const translate = useTranslate();
    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                    {user.username}
                </Typography>
                <Typography color="text.secondary">#{user.userId}</Typography>
                <RealNameChip status={user.realnameStatus} />
                {isUserDisabled(user) ? (
                    <Chip size="small" color="warning" label={translate('accountControl.status.disabled')} data-testid="user-status" />
                ) : null}
            </Stack>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {isUserDisabled(user) ? null : <SignInAsButton userId={user.userId} variant="contained" />}
                <Button component={RouterLink} to={adminPaths.manualRecharge(user.userId)} variant="outlined" startIcon={<AccountBalanceWalletOutlined />}>
                    {translate('operation.users.recharge')}
                </Button>
                <AccountActions user={user} />
            </Stack>
        </Stack>
    );
};

const Details = ({ user }: { user: AppUserDetail }) => {
    const translate = useTranslate();
    const field = (name: string) => translate(`resources.appUser.fields.${name}`);
    const none = translate('operation.users.none');
    const certificateType = String(user.realnameCertificatetype);
    return (
        <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
                <InfoCard title={translate('operation.users.basic')}>
                    <InfoRow label={field('username')}>{user.username}</InfoRow>
                    <InfoRow label={field('mail')}>{user.mail || none}</InfoRow>
                    <InfoRow label={field('mobile')}>{user.mobile || none}</InfoRow>
                    <InfoRow label={field('createTime')}>{user.createTime}</InfoRow>
                    <InfoRow label={field('note')}>{user.note || none}</InfoRow>
                    <InfoRow label={translate('accountControl.status.label')}>
                        {translate(`accountControl.status.${user.status === USER_STATUS.disabled ? 'disabled' : 'active'}`)}
                        {user.disabledReason ? ` · ${user.disabledReason}` : ''}
                    </InfoRow>
                    <InfoRow label={translate('operation.users.hiddenMenus')}>
                        {user.unvalidModel.length
                            ? user.unvalidModel.map(menuName(translate)).join(translate('accountControl.listSeparator'))
                            : translate('accountControl.profile.noneHidden')}
                    </InfoRow>
                </InfoCard>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
                <InfoCard title={translate('operation.users.funds')}>
                    <InfoRow label={field('propertyBalance')}>
                        <Box component="span" sx={{ fontWeight: 600 }} data-testid="user-balance">
                            {formatYuan(user.propertyBalance)}
                        </Box>
                    </InfoRow>
                    <InfoRow label={field('propertyScore')}>{user.propertyScore}</InfoRow>
                    <InfoRow label={translate('operation.users.domainCount')}>{user.domainCount}</InfoRow>
                </InfoCard>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
                <InfoCard title={translate('operation.users.realName')}>
                    {Number(user.realnameStatus) === 1 ? (
                        <>
                            <InfoRow label={field('realnameName')}>{maskName(user.realnameName)}</InfoRow>
                            <InfoRow label={field('realnameCertificatetype')}>
                                {translate(`operation.users.certificateTypes.${CERTIFICATE_TYPES.includes(certificateType) ? certificateType : 'other'}`)}
                            </InfoRow>
                            <InfoRow label={field('realnameCertificateid')}>{maskIdNumber(user.realnameCertificateid)}</InfoRow>
                        </>
                    ) : (
                        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
                            {translate('operation.users.realNameNone')}
                        </Typography>
                    )}
                </InfoCard>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardContent>
                        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                                {translate('operation.users.recentRecharges')}
                            </Typography>
                            <Link to={adminPaths.manualRecharge(user.userId)}>{translate('operation.users.allRecharges')}</Link>
                        </Stack>
                        <Box sx={{ overflowX: 'auto' }}>
                            <RecentRecharges rows={user.recentRecharges} />
                        </Box>
                    </CardContent>
                </Card>
            </Grid>
        </Grid>
    );
};

/**
 * /operation/users/:id: one user's account, funds, real name and recent recharges, and by tab their domains, orders and
 * sign-ins; sign in as them, recharge, deduct, edit the note and hidden menus, reset the password, disable or enable.
 */
export const AppUserShow = () => {
    const { id } = useParams();
    const userId = Number(id);
    const { data, error, isPending, refetch } = useAppUserDetail(userId);
    const translate = useTranslate();
    return (
        <Box sx={{ py: 2 }}>
            <Title title="routes.accountDetail" />
            <Button component={RouterLink} to={adminPaths.accounts()} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
                {translate('operation.users.back')}
            </Button>
            {error ? (
                <LoadError error={error} onRetry={() => void refetch()} />
            ) : isPending ? (
                <PageLoading />
            ) : data ? (
                <>
                    <Header user={data} />
                    {isUserDisabled(data) ? (
                        <Alert severity="warning" sx={{ mb: 2 }}>
                            {translate('accountControl.disable.banner')}
                        </Alert>
                    ) : null}
                    <DetailTabs user={data} />
                </>
            ) : null}
        </Box>
    );
};
