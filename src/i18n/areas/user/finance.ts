import type { I18nArea } from '../../provider';
import { ordersCn, ordersEn, ordersResourcesCn, ordersResourcesEn } from '../../sections/orders';
import { rechargeCn, rechargeEn } from '../../sections/recharge';
import { rechargeHintsCn, rechargeHintsEn } from '../../sections/rechargeHints';
import { refundNotesCn, refundNotesEn } from '../../sections/confirmNotes';
import type { Shape } from '../../shape';
import forms from '../forms';
import knownNames from '../knownNames';

/** The messages of the finance screens (src/user/finance: orders and recharge). */
const en = {
    orders: ordersEn,
    recharge: rechargeEn,
    rechargeHints: rechargeHintsEn,
    refundNotes: refundNotesEn,
    resources: { ...ordersResourcesEn },
};

const cn: Shape<typeof en> = {
    orders: ordersCn,
    recharge: rechargeCn,
    rechargeHints: rechargeHintsCn,
    refundNotes: refundNotesCn,
    resources: { ...ordersResourcesCn },
};

export default { en, cn, includes: [forms, knownNames] } satisfies I18nArea;
