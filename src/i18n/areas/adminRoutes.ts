import { addAreaMessages } from '../provider';
import { adminRouteTitlesCn, adminRouteTitlesEn } from '../sections/adminRouteTitles';
import { sessionOfferCn, sessionOfferEn } from '../sections/sessionOffer';
import { shellNoticesCn, shellNoticesEn } from '../sections/shellNotices';

/** The admin console's route titles (`routes.*`), the shell's question about a sign-in link (`sessionOffer.*`) and its notices (`shellNotices.*`: an unreadable answer, a screen that failed to render): loaded with the admin flavour's shell (FlavourDefinition.loadRouteTitles). */
addAreaMessages({
    en: { routes: adminRouteTitlesEn, sessionOffer: sessionOfferEn, shellNotices: shellNoticesEn },
    cn: { routes: adminRouteTitlesCn, sessionOffer: sessionOfferCn, shellNotices: shellNoticesCn },
});
