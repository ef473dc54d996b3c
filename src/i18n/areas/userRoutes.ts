import { addAreaMessages } from '../provider';
import { userRouteTitlesCn, userRouteTitlesEn } from '../sections/userRouteTitles';

/** The user console's route titles (`routes.*`): loaded with the user flavour's shell (FlavourDefinition.loadRouteTitles). */
addAreaMessages({ en: { routes: userRouteTitlesEn }, cn: { routes: userRouteTitlesCn } });
