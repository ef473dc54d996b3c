import { useCallback } from 'react';
import { useController } from 'react-hook-form';
import type { PayChannel } from '../../../data/orders/codes';
import { ChannelPicker } from '../../payment/ChannelPicker';
import type { RechargeFormValues } from './rechargeForm';

/**
 * The online channel to pay the recharge with (never the balance): the payment screens' picker, offering each
 * channel whose web config switch is on, or saying "contact the administrator" when none is.
 */
export const ChannelField = ({ disabled }: { disabled?: boolean }) => {
    const { field } = useController<RechargeFormValues, 'payType'>({ name: 'payType' });
    const { onChange } = field;
    const pick = useCallback((channel: PayChannel) => onChange(channel.method), [onChange]);
    return <ChannelPicker value={field.value} onChange={pick} balance={false} disabled={disabled} />;
};
