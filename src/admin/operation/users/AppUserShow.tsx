import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
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
            </Stack>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                <SignInAsButton userId={user.userId} variant="contained" />
                <Button component={RouterLink} to={adminPaths.manualRecharge(user.userId)} variant="outlined" startIcon={<AccountBalanceWalletOutlined />}>
                    {translate('operation.users.recharge')}
                </Button>
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
                    {user.unvalidModel?.length ? <InfoRow label={translate('operation.users.hiddenMenus')}>{user.unvalidModel.join(', ')}</InfoRow> : null}
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

/** /operation/users/:id: one user's account, funds, real name and recent recharges; sign in as them or recharge. */
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
                    <Details user={data} />
                </>
            ) : null}
        </Box>
    );
};
