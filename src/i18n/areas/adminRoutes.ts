import { addAreaMessages } from '../provider';
import { adminRouteTitlesCn, adminRouteTitlesEn } from '../sections/adminRouteTitles';
import { sessionOfferCn, sessionOfferEn } from '../sections/sessionOffer';

/** The admin console's route titles (`routes.*`), and the shell's question about a sign-in link (`sessionOffer.*`): loaded with the admin flavour's shell (FlavourDefinition.loadRouteTitles). */
addAreaMessages({
    en: { routes: adminRouteTitlesEn, sessionOffer: sessionOfferEn },
    cn: { routes: adminRouteTitlesCn, sessionOffer: sessionOfferCn },
});
