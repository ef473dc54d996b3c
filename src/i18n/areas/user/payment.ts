import type { I18nArea } from '../../provider';
import { paymentCn, paymentEn } from '../../sections/payment';
import { commerceCn, commerceEn } from '../../sections/commerce';
import type { Shape } from '../../shape';
import forms from '../forms';

/** The messages of the payment screens (src/user/payment) and the orders' codes they show (data/orders). */
const en = {
    payment: paymentEn,
    commerce: commerceEn,
};

const cn: Shape<typeof en> = {
    payment: paymentCn,
    commerce: commerceCn,
};

export default { en, cn, includes: [forms] } satisfies I18nArea;
