import type { I18nArea } from '../../provider';
import { dashboardCn, dashboardEn } from '../../sections/dashboard';
import type { Shape } from '../../shape';
import knownNames from '../knownNames';
import charts from '../charts';

/** The messages of the overview (src/user/dashboard). */
const en = {
    dashboard: dashboardEn,
};

const cn: Shape<typeof en> = {
    dashboard: dashboardCn,
};

export default { en, cn, includes: [knownNames, charts] } satisfies I18nArea;
