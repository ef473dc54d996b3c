import type { Shape } from '../shape';

/**
 * The shell's question when a sign-in link brings another account while a session is there (console/shell/
 * SessionOfferDialog.tsx), as `sessionOffer.*`. Only a signed-in page asks it: the messages load with the flavour's
 * shell (i18n/areas/userRoutes.ts, adminRoutes.ts), not with /login.
 */
export const sessionOfferEn = {
    switchTitle: 'Switch to another account?',
    switchBody: 'The link you opened signs in as %{next}. You are signed in as %{current}. Nothing changes unless you choose to continue as %{next}.',
    continueAs: 'Continue as %{name}',
    stayAs: 'Stay as %{name}',
    invalidTitle: 'Sign-in link not valid',
    invalidBody: 'The link you opened is invalid or has expired. You are still signed in as %{current}.',
    ok: 'OK',
    thisAccount: 'the current account',
};

export const sessionOfferCn: Shape<typeof sessionOfferEn> = {
    switchTitle: '切换到其他账号？',
    switchBody: '您打开的链接将以 %{next} 的身份登录，您当前登录的账号是 %{current}。除非您选择以 %{next} 继续，否则不会有任何变化。',
    continueAs: '以 %{name} 继续',
    stayAs: '保持 %{name}',
    invalidTitle: '登录链接无效',
    invalidBody: '您打开的链接无效或已过期，您仍以 %{current} 的身份登录。',
    ok: '知道了',
    thisAccount: '当前账号',
};
