import type { Shape } from '../shape';

/** The manual recharge's "type the amount again" step. */
export const rechargeGuardEn = {
    retypeLabel: 'Type the amount again (yuan)',
    retypeHelp: 'Above %{above} the amount is typed twice.',
    retypeMismatch: 'The amounts differ',
};

export const rechargeGuardCn: Shape<typeof rechargeGuardEn> = {
    retypeLabel: '再次输入充值金额（元）',
    retypeHelp: '充值金额超过 %{above} 时需再次输入金额确认。',
    retypeMismatch: '两次输入的金额不一致',
};

/** Its web config setting. */
export const rechargeSettingEn = {
    label: 'Manual recharge: type the amount again above (yuan)',
    help: 'Default 10000; 0 asks for every recharge.',
    invalid: 'A whole number of yuan, 0 or more',
};

export const rechargeSettingCn: Shape<typeof rechargeSettingEn> = {
    label: '人工充值：超过此金额需再次输入确认（元）',
    help: '默认 10000；填 0 则每次充值都需再次输入。',
    invalid: '请输入 0 或更大的整数金额',
};
