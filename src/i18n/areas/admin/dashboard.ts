import type { I18nArea } from '../../provider';
import { adminDashboardCn, adminDashboardEn } from '../../sections/adminDashboard';
import type { Shape } from '../../shape';

/** The messages of the admin overview (src/admin/dashboard). */
const en = {
    adminDashboard: adminDashboardEn,
};

const cn: Shape<typeof en> = {
    adminDashboard: adminDashboardCn,
};

export default { en, cn } satisfies I18nArea;
