import type { I18nArea } from '../../provider';
import { paymentCn, paymentEn } from '../../sections/payment';
import type { Shape } from '../../shape';
import forms from '../forms';
import commerce from './commerce';
import knownNames from '../knownNames';

/** The messages of the payment screens (src/user/payment) and the orders' codes they show (data/orders). */
const en = {
    payment: paymentEn,
};

const cn: Shape<typeof en> = {
    payment: paymentCn,
};

export default { en, cn, includes: [forms, commerce, knownNames] } satisfies I18nArea;
