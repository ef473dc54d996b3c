import type { I18nArea } from '../../provider';
import { dashboardCn, dashboardEn } from '../../sections/dashboard';
import type { Shape } from '../../shape';

/** The messages of the overview (src/user/dashboard). */
const en = {
    dashboard: dashboardEn,
};

const cn: Shape<typeof en> = {
    dashboard: dashboardCn,
};

export default { en, cn } satisfies I18nArea;
