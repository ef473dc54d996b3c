import { addAreaMessages } from '../provider';
import { adminRouteTitlesCn, adminRouteTitlesEn } from '../sections/adminRouteTitles';
import { sessionOfferCn, sessionOfferEn } from '../sections/sessionOffer';
import { shellNoticesCn, shellNoticesEn } from '../sections/shellNotices';
import { accountMenuCn, accountMenuEn } from '../sections/accountMenu';

/** The admin console's route titles (`routes.*`), the shell's question about a sign-in link (`sessionOffer.*`), its notices (`shellNotices.*`: an unreadable answer, a screen that failed to render) and its newer avatar menu entries (`accountMenu.*`): loaded with the admin flavour's shell (FlavourDefinition.loadRouteTitles). */
addAreaMessages({
    en: { routes: adminRouteTitlesEn, sessionOffer: sessionOfferEn, shellNotices: shellNoticesEn, accountMenu: accountMenuEn },
    cn: { routes: adminRouteTitlesCn, sessionOffer: sessionOfferCn, shellNotices: shellNoticesCn, accountMenu: accountMenuCn },
});
