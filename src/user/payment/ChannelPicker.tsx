import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import QrCode2 from '@mui/icons-material/QrCode2';
import { Alert, Box, FormControlLabel, Radio, RadioGroup, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LoadError } from '../../ui/PageStates';
import { payMethodKey, type PayChannel, type PayKind, type PayMethod } from '../../data/orders/codes';
import { useOfferedChannels } from '../../data/payments/queries';

const KIND_ICONS: Record<PayKind, ReactNode> = {
    balance: <AccountBalanceWalletOutlined fontSize="small" />,
    qr: <QrCode2 fontSize="small" />,
    redirect: <OpenInNew fontSize="small" />,
};

interface ChannelPickerProps {
    /** The method chosen (null: none yet: the picker chooses the first one offered). */
    value: PayMethod | null;
    onChange: (channel: PayChannel) => void;
    /** Offer the balance (true by default; false for a recharge, which only online channels can pay). */
    balance?: boolean;
    /** Shown under the balance option: the current balance, a shortfall. */
    balanceDetail?: ReactNode;
    disabled?: boolean;
}

/**
 * The payment method choice (SPEC section 4 table, data/orders/codes.ts PAY_CHANNELS): the balance
 * (unless left out) and each online channel whose web config switch is on. When no online channel is on it says
 * "contact the administrator" (SPEC section 8), next to the balance option or alone. A chosen method that is no
 * longer offered (the admin switched it off) is replaced by the first one offered.
 */
export const ChannelPicker = ({ value, onChange, balance = true, balanceDetail, disabled }: ChannelPickerProps) => {
    const translate = useTranslate();
    const labelId = useId();
    const { channels, isPending, error, refetch } = useOfferedChannels({ balance });
    const online = channels.filter(channel => channel.kind !== 'balance');

    useEffect(() => {
        if (channels.length > 0 && !channels.some(channel => channel.method === value)) onChange(channels[0]);
    }, [channels, value, onChange]);

    if (isPending) return <Skeleton variant="rounded" height={96} aria-busy="true" />;
    if (error) return <LoadError error={error} onRetry={() => void refetch()} />;

    return (
        <Box data-testid="channel-picker">
            <Typography id={labelId} variant="subtitle2" sx={{ mb: 1 }}>
                {translate('payment.channels.heading')}
            </Typography>
            {channels.length > 0 ? (
                <RadioGroup
                    aria-labelledby={labelId}
                    value={value === null ? '' : String(value)}
                    onChange={event => {
                        const picked = channels.find(channel => String(channel.method) === event.target.value);
                        if (picked) onChange(picked);
                    }}
                >
                    <Stack spacing={1}>
                        {channels.map(channel => (
                            <Box
                                key={channel.method}
                                sx={{
                                    border: 1,
                                    borderColor: channel.method === value ? 'primary.main' : 'divider',
                                    borderRadius: 1,
                                    px: 1.5,
                                    py: 0.5,
                                }}
                            >
                                <FormControlLabel
                                    value={String(channel.method)}
                                    disabled={disabled}
                                    control={<Radio size="small" />}
                                    label={
                                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                                            {KIND_ICONS[channel.kind]}
                                            <span>{translate(payMethodKey(channel.method))}</span>
                                        </Stack>
                                    }
                                    sx={{ width: '100%', mr: 0 }}
                                />
                                {channel.kind === 'balance' && balanceDetail ? <Box sx={{ pl: 4, pb: 1 }}>{balanceDetail}</Box> : null}
                            </Box>
                        ))}
                    </Stack>
                </RadioGroup>
            ) : null}
            {online.length === 0 ? (
                <Alert severity="info" sx={{ mt: channels.length > 0 ? 1.5 : 0 }} data-testid="channels-none">
                    {translate('payment.channels.none')}
                </Alert>
            ) : null}
        </Box>
    );
};
