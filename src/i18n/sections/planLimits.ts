import type { Shape } from '../shape';

/** The domain's plan in the record form and the record page (limits, over-limit notice), and the record table's order and highlight. */
export const planLimitsEn = {
    upgrade: 'upgrade',
    /** A choice the plan does not offer: "60 · 1 minute (upgrade)". */
    notInPlan: '%{choice} (upgrade)',
    hint: 'Greyed choices are not in your plan (%{plan}).',
    upgradeLink: 'Upgrade the plan',
    overLimit: '%{domain} holds %{count} records; its plan %{plan} allows %{limit}: new records are refused until you upgrade or delete some.',
    table: {
        updateTime: 'Last change',
        pinned: 'Just saved: not on this page in this order',
        written: 'Just saved',
        dismiss: 'Hide',
    },
};

export const planLimitsCn: Shape<typeof planLimitsEn> = {
    upgrade: '升级',
    notInPlan: '%{choice}（需升级套餐）',
    hint: '灰色选项不在当前套餐（%{plan}）内。',
    upgradeLink: '升级套餐',
    overLimit: '%{domain} 已有 %{count} 条记录，其套餐%{plan}最多 %{limit} 条：在升级套餐或删除部分记录前，无法添加新记录。',
    table: {
        updateTime: '最后修改',
        pinned: '刚刚保存：按当前排序不在本页',
        written: '刚刚保存',
        dismiss: '隐藏',
    },
};
