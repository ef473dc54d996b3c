import type { Shape } from '../shape';

/** The recharge screen (/finance/recharge): English and Chinese side by side. */
export const rechargeEn = {
    title: 'Recharge',
    intro: 'Top up your account balance with an online payment; the balance pays for plans and services.',
    balance: {
        label: 'Available balance',
        unknown: 'Not available',
    },
    amount: {
        title: 'Amount',
        custom: 'Other amount (yuan)',
        customHelp: 'Whole yuan, at least 1',
        chosen: 'To pay: %{amount}',
    },
    submit: 'Recharge now',
    creating: 'Creating the order…',
    notice: 'After payment the amount is credited to your balance within %{minutes} minutes. If it has not arrived by then, contact the administrator with the order number.',
    paying: {
        order: 'Order number: %{orderId}',
    },
    result: {
        paidTitle: 'Recharge successful',
        paidBody: '%{amount} has been added to your balance.',
        newBalance: 'Balance now: %{balance}',
        endedTitle: 'The payment did not complete',
        endedBody: 'Nothing was charged. You can start a new recharge.',
        again: 'Recharge again',
        dashboard: 'Back to the overview',
    },
    records: {
        title: 'Recharge records',
        intro: 'Your recharge orders, newest first.',
        empty: 'No recharges yet',
        emptyBody: 'Choose an amount above to make your first recharge.',
        columns: {
            createTime: 'Time',
            orderId: 'Order number',
            amount: 'Amount',
            method: 'Method',
            status: 'Status',
            payTime: 'Paid at',
        },
    },
};

export const rechargeCn: Shape<typeof rechargeEn> = {
    title: '账户充值',
    intro: '通过在线支付为账户余额充值，余额可用于购买套餐和增值服务。',
    balance: {
        label: '可用余额',
        unknown: '暂无法获取',
    },
    amount: {
        title: '充值金额',
        custom: '其他金额（元）',
        customHelp: '整数金额，最低 1 元',
        chosen: '应付金额：%{amount}',
    },
    submit: '立即充值',
    creating: '正在创建订单…',
    notice: '支付成功后，充值金额将在 %{minutes} 分钟内到账。如超时未到账，请携带订单号联系管理员。',
    paying: {
        order: '订单号：%{orderId}',
    },
    result: {
        paidTitle: '充值成功',
        paidBody: '%{amount} 已充值到您的账户余额。',
        newBalance: '当前余额：%{balance}',
        endedTitle: '支付未完成',
        endedBody: '本次未扣款，您可以重新发起充值。',
        again: '继续充值',
        dashboard: '返回概览',
    },
    records: {
        title: '充值记录',
        intro: '您的充值订单，按时间倒序。',
        empty: '暂无充值记录',
        emptyBody: '在上方选择金额即可完成首次充值。',
        columns: {
            createTime: '时间',
            orderId: '订单号',
            amount: '金额',
            method: '支付方式',
            status: '状态',
            payTime: '支付时间',
        },
    },
};
