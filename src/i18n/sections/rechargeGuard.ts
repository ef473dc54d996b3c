import type { Shape } from '../shape';

/** The manual recharge's "type the amount again" step and its web config setting. */
export const rechargeGuardEn = {
    retypeLabel: 'Type the amount again (yuan)',
    retypeHelp: 'Above ¥%{above} the amount is typed twice.',
    retypeMismatch: 'The amounts differ',
    settingLabel: 'Manual recharge: type the amount again above (yuan)',
    settingHelp: 'Default 10000; 0 asks for every recharge.',
    settingInvalid: 'A whole number of yuan, 0 or more',
};

export const rechargeGuardCn: Shape<typeof rechargeGuardEn> = {
    retypeLabel: '再次输入充值金额（元）',
    retypeHelp: '充值金额超过 ¥%{above} 时需再次输入金额确认。',
    retypeMismatch: '两次输入的金额不一致',
    settingLabel: '人工充值：超过此金额需再次输入确认（元）',
    settingHelp: '默认 10000；填 0 则每次充值都需再次输入。',
    settingInvalid: '请输入 0 或更大的整数金额',
};
