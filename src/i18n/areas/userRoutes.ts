import { addAreaMessages } from '../provider';
import { userRouteTitlesCn, userRouteTitlesEn } from '../sections/userRouteTitles';
import { sessionOfferCn, sessionOfferEn } from '../sections/sessionOffer';

/** The user console's route titles (`routes.*`), and the shell's question about a sign-in link (`sessionOffer.*`): loaded with the user flavour's shell (FlavourDefinition.loadRouteTitles). */
addAreaMessages({
    en: { routes: userRouteTitlesEn, sessionOffer: sessionOfferEn },
    cn: { routes: userRouteTitlesCn, sessionOffer: sessionOfferCn },
});
