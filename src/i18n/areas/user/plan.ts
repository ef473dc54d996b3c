import type { I18nArea } from '../../provider';
import { plansCn, plansEn, plansResourcesCn, plansResourcesEn } from '../../sections/plans';
import type { Shape } from '../../shape';
import forms from '../forms';
import commerce from './commerce';
import knownNames from '../knownNames';

/** The messages of the plan screens (src/user/plan: my plans, purchase, value-added services) and the terms they sell. */
const en = {
    plans: plansEn,
    resources: { ...plansResourcesEn },
};

const cn: Shape<typeof en> = {
    plans: plansCn,
    resources: { ...plansResourcesCn },
};

export default { en, cn, includes: [forms, commerce, knownNames] } satisfies I18nArea;
