import { addAreaMessages } from '../provider';
import { userRouteTitlesCn, userRouteTitlesEn } from '../sections/userRouteTitles';

/** The user console's route titles (`routes.*`): imported by its route table, so they load with that flavour only. */
addAreaMessages({ en: { routes: userRouteTitlesEn }, cn: { routes: userRouteTitlesCn } });
