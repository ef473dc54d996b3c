import type { I18nArea } from '../../provider';
import { adminDashboardCn, adminDashboardEn } from '../../sections/adminDashboard';
import type { Shape } from '../../shape';
import charts from '../charts';

/** The messages of the admin overview (src/admin/dashboard). */
const en = {
    adminDashboard: adminDashboardEn,
};

const cn: Shape<typeof en> = {
    adminDashboard: adminDashboardCn,
};

export default { en, cn, includes: [charts] } satisfies I18nArea;
