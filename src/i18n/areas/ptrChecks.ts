import type { I18nArea } from '../provider';
import { ptrCn, ptrEn } from '../sections/ptr';
import type { Shape } from '../shape';

/**
 * The checks of a reverse-zone prefix and a PTR address (src/validation/ptr.ts): for the user's reverse zones, and
 * for the administrator assigning an address block (which must be a prefix those checks accept).
 */
const en = { ptr: { validation: ptrEn.validation } };
const cn: Shape<typeof en> = { ptr: { validation: ptrCn.validation } };

export default { en, cn } satisfies I18nArea;
