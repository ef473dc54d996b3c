import type { I18nArea } from '../../provider';
import { plansCn, plansEn, plansResourcesCn, plansResourcesEn } from '../../sections/plans';
import type { Shape } from '../../shape';
import forms from '../forms';

/** The messages of the plan screens (src/user/plan: my plans, purchase, value-added services). */
const en = {
    plans: plansEn,
    resources: { ...plansResourcesEn },
};

const cn: Shape<typeof en> = {
    plans: plansCn,
    resources: { ...plansResourcesCn },
};

export default { en, cn, includes: [forms] } satisfies I18nArea;
