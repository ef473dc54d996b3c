import type { I18nArea } from '../../provider';
import { operationCn, operationEn, operationResourcesCn, operationResourcesEn } from '../../sections/operation';
import { rechargeGuardCn, rechargeGuardEn } from '../../sections/rechargeGuard';
import { accountControlCn, accountControlEn } from '../../sections/accountControl';
import { ptrBlocksCn, ptrBlocksEn } from '../../sections/ptrBlocks';
import { userRouteTitlesCn, userRouteTitlesEn } from '../../sections/userRouteTitles';
import type { Shape } from '../../shape';
import forms from '../forms';
import sessions from '../sessions';
// plan, service and order item names in the products list and the user's orders
import knownNames from '../knownNames';
import ptrChecks from '../ptrChecks';
// the order statuses of the user's orders tab
import commerce from '../user/commerce';

/** The messages of the operation screens (src/admin/operation: accounts, products, manual recharge). */
const en = {
    rechargeGuard: rechargeGuardEn,
    accountControl: accountControlEn,
    ptrBlocks: ptrBlocksEn,
    // the user console's menu names, for the hidden-menu picker
    userRoutes: userRouteTitlesEn,
    operation: operationEn,
    resources: { ...operationResourcesEn },
};

const cn: Shape<typeof en> = {
    rechargeGuard: rechargeGuardCn,
    accountControl: accountControlCn,
    ptrBlocks: ptrBlocksCn,
    userRoutes: userRouteTitlesCn,
    operation: operationCn,
    resources: { ...operationResourcesCn },
};

export default { en, cn, includes: [forms, sessions, commerce, knownNames, ptrChecks] } satisfies I18nArea;
