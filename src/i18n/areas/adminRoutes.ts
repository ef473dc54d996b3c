import { addAreaMessages } from '../provider';
import { adminRouteTitlesCn, adminRouteTitlesEn } from '../sections/adminRouteTitles';

/** The admin console's route titles (`routes.*`): loaded with the admin flavour's shell (FlavourDefinition.loadRouteTitles). */
addAreaMessages({ en: { routes: adminRouteTitlesEn }, cn: { routes: adminRouteTitlesCn } });
