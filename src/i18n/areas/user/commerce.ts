import type { I18nArea } from '../../provider';
import { commerceCn, commerceEn } from '../../sections/commerce';
import type { Shape } from '../../shape';

/** The commerce code tables and the terms sold (data/orders, data/plans): shared by the plan and payment screens. */
const en = { commerce: commerceEn };

const cn: Shape<typeof en> = { commerce: commerceCn };

export default { en, cn } satisfies I18nArea;
