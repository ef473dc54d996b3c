import { addAreaMessages } from '../provider';
import { adminRouteTitlesCn, adminRouteTitlesEn } from '../sections/adminRouteTitles';

/** The admin console's route titles (`routes.*`): imported by its route table, so they load with that flavour only. */
addAreaMessages({ en: { routes: adminRouteTitlesEn }, cn: { routes: adminRouteTitlesCn } });
