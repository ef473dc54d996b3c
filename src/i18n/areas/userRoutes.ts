import { addAreaMessages } from '../provider';
import { userRouteTitlesCn, userRouteTitlesEn } from '../sections/userRouteTitles';
import { sessionOfferCn, sessionOfferEn } from '../sections/sessionOffer';
import { shellNoticesCn, shellNoticesEn } from '../sections/shellNotices';
import { accountMenuCn, accountMenuEn } from '../sections/accountMenu';

/** The user console's route titles (`routes.*`), the shell's question about a sign-in link (`sessionOffer.*`), its notices (`shellNotices.*`: an unreadable answer, a screen that failed to render) and its newer avatar menu entries (`accountMenu.*`): loaded with the user flavour's shell (FlavourDefinition.loadRouteTitles). */
addAreaMessages({
    en: { routes: userRouteTitlesEn, sessionOffer: sessionOfferEn, shellNotices: shellNoticesEn, accountMenu: accountMenuEn },
    cn: { routes: userRouteTitlesCn, sessionOffer: sessionOfferCn, shellNotices: shellNoticesCn, accountMenu: accountMenuCn },
});
