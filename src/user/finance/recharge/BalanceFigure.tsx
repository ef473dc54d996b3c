import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatYuan } from '../../../format/money';
import { useUserInfo } from '../../../data/account/useUserInfo';

/** The account's available balance (userinfo's propertyBalance, in cents), read again after a recharge. */
export const BalanceFigure = () => {
    const translate = useTranslate();
    const { data, isPending, error } = useUserInfo();
    return (
        <Box>
            <Typography variant="body2" color="text.secondary">
                {translate('recharge.balance.label')}
            </Typography>
            {isPending ? (
                <Skeleton variant="text" width={160} sx={{ fontSize: '2rem' }} />
            ) : (
                <Typography variant="h4" component="p" sx={{ fontWeight: 600 }} data-testid="recharge-balance">
                    {data ? formatYuan(data.propertyBalance ?? 0) : error ? translate('recharge.balance.unknown') : formatYuan(0)}
                </Typography>
            )}
        </Box>
    );
};
