import type { I18nArea } from '../../provider';
import { gtmCn, gtmEn, gtmResourcesCn, gtmResourcesEn } from '../../sections/gtm';
import { monitorsCn, monitorsEn, monitorsResourcesCn, monitorsResourcesEn } from '../../sections/monitors';
import type { Shape } from '../../shape';
import forms from '../forms';

/** The messages of the monitoring screens (src/user/monitor: scheduling tasks and monitors). */
const en = {
    gtm: gtmEn,
    monitors: monitorsEn,
    resources: { ...gtmResourcesEn, ...monitorsResourcesEn },
};

const cn: Shape<typeof en> = {
    gtm: gtmCn,
    monitors: monitorsCn,
    resources: { ...gtmResourcesCn, ...monitorsResourcesCn },
};

export default { en, cn, includes: [forms] } satisfies I18nArea;
