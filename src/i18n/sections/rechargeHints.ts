import type { Shape } from '../shape';

/** The recharge form's hints (/finance/recharge): why the button waits, and an amount filled in for an order. */
export const rechargeHintsEn = {
    chooseChannel: 'Recharging needs a payment channel, chosen above',
    shortfall: 'The order is %{short} short: %{amount} is filled in (whole yuan, rounded up). You can change it.',
};

export const rechargeHintsCn: Shape<typeof rechargeHintsEn> = {
    chooseChannel: '需先在上方选择支付方式才能充值',
    shortfall: '订单还差 %{short}，已填入 %{amount}（按整元向上取整），可修改。',
};
