import type { Shape } from '../shape';

/** Messages of the dashboard screens: English and Chinese side by side, the Chinese typed as the same shape. */
export const dashboardEn = {
    title: 'Dashboard',
};

export const dashboardCn: Shape<typeof dashboardEn> = {
    title: 'Dashboard',
};
