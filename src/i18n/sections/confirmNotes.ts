import type { Shape } from '../shape';

/** What a confirmation says about the consequences it would otherwise leave out (an empty group, a refunded plan). */
export const groupNotesEn = {
    deleteEmpty: 'The group is deleted. It holds no domains.',
};

export const groupNotesCn: Shape<typeof groupNotesEn> = {
    deleteEmpty: '分组删除后不可恢复，该分组中没有域名。',
};

export const refundNotesEn = {
    planUnbound: 'Once refunded, the plan this order bought is no longer valid: the domain it is bound to is unbound from it.',
};

export const refundNotesCn: Shape<typeof refundNotesEn> = {
    planUnbound: '退款完成后，该订单购买的套餐将失效，所绑定的域名会与其解除绑定。',
};
