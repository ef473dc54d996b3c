import type { I18nArea } from '../provider';
import { partialDayCn, partialDayEn } from '../sections/partialDay';
import type { Shape } from '../shape';

/** What the query charts say themselves (today's partial day): included by the areas of the screens that draw them. */
const en = { partialDay: partialDayEn };
const cn: Shape<typeof en> = { partialDay: partialDayCn };

export default { en, cn } satisfies I18nArea;
