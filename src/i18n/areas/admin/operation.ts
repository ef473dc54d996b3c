import type { I18nArea } from '../../provider';
import { operationCn, operationEn, operationResourcesCn, operationResourcesEn } from '../../sections/operation';
import { rechargeGuardCn, rechargeGuardEn } from '../../sections/rechargeGuard';
import type { Shape } from '../../shape';
import forms from '../forms';

/** The messages of the operation screens (src/admin/operation: accounts, products, manual recharge). */
const en = {
    rechargeGuard: rechargeGuardEn,
    operation: operationEn,
    resources: { ...operationResourcesEn },
};

const cn: Shape<typeof en> = {
    rechargeGuard: rechargeGuardCn,
    operation: operationCn,
    resources: { ...operationResourcesCn },
};

export default { en, cn, includes: [forms] } satisfies I18nArea;
