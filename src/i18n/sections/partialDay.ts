import type { Shape } from '../shape';

/** The daily query charts' last point when it is today: a day not over yet (src/ui/partialDay.ts). */
export const partialDayEn = { time: '%{time} (today so far)', note: 'Today so far (dashed): the day is not over yet' };

export const partialDayCn: Shape<typeof partialDayEn> = { time: '%{time}（今天截至目前）', note: '虚线为今天截至目前的数据，当天尚未结束' };
