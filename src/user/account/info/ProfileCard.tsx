import { Box, Button, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageCard } from '../../../ui/PageCard';
import { formatYuan } from '../../../format/money';
import type { UserInfo } from '../../../data/account/api';
import { userPaths } from '../../paths';

/** realnameStatus: 1 verified, 2 under review, anything else not verified. */
const realNameState = (status: UserInfo['realnameStatus']) => {
    const value = Number(status ?? 0);
    return value === 1 ? 'verified' : value === 2 ? 'pending' : 'none';
};

const Item = ({ label, children, testId }: { label: string; children: ReactNode; testId: string }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="div">
                {translate(label)}
            </Typography>
            <Box sx={{ overflowWrap: 'anywhere', typography: 'body1' }} data-testid={testId}>
                {children}
            </Box>
        </Box>
    );
};

/**
 * The user fields of SPEC section 3 (name, id, mobile, email, note, created), the real-name state (with a link to
 * verify when the verify flag is on and it is not done), the balance (with a link to recharge) and the score.
 */
export const ProfileCard = ({ user, verifyOn }: { user: UserInfo; verifyOn: boolean }) => {
    const translate = useTranslate();
    const none = translate('accountInfo.empty');
    const realName = realNameState(user.realnameStatus);
    return (
        <PageCard title="accountInfo.title" intro="accountInfo.intro">
            <CardContent>
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
                    <Item label="accountInfo.fields.username" testId="info-username">
                        {user.username}
                    </Item>
                    <Item label="accountInfo.fields.userId" testId="info-userId">
                        {user.userId}
                    </Item>
                    <Item label="accountInfo.fields.mobile" testId="info-mobile">
                        {user.mobile || none}
                    </Item>
                    <Item label="accountInfo.fields.mail" testId="info-mail">
                        {user.mail || none}
                    </Item>
                    <Item label="accountInfo.fields.createTime" testId="info-createTime">
                        {user.createTime || none}
                    </Item>
                    <Item label="accountInfo.fields.note" testId="info-note">
                        {user.note || none}
                    </Item>
                    <Item label="accountInfo.fields.realName" testId="info-realName">
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                            <Chip
                                size="small"
                                color={realName === 'verified' ? 'success' : realName === 'pending' ? 'warning' : 'default'}
                                label={translate(`accountInfo.realName.${realName}`)}
                            />
                            {realName === 'verified' && user.realnameName ? <span>{user.realnameName}</span> : null}
                            {verifyOn && realName !== 'verified' ? (
                                <Button size="small" component={Link} to={userPaths.verification()}>
                                    {translate('accountInfo.realName.go')}
                                </Button>
                            ) : null}
                        </Stack>
                    </Item>
                    <Item label="accountInfo.fields.balance" testId="info-balance">
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                            <Typography component="span" variant="h6" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="info-balance-value">
                                {formatYuan(user.propertyBalance ?? 0)}
                            </Typography>
                            <Button size="small" variant="outlined" component={Link} to={userPaths.recharge()}>
                                {translate('accountInfo.recharge')}
                            </Button>
                        </Stack>
                    </Item>
                    <Item label="accountInfo.fields.score" testId="info-score">
                        <Typography component="span" variant="h6" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                            {user.propertyScore ?? 0}
                        </Typography>
                    </Item>
                </Box>
            </CardContent>
        </PageCard>
    );
};
