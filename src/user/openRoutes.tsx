import { Route } from 'react-router-dom';
import { lazyScreen, withAreas } from '../console/routing/lazyScreen';

/** An open page, in the standard or the custom sign-in wrapper. */
interface OpenPageProps {
    custom?: boolean;
}

type OpenPages = typeof import('../open/account');

/** Their messages (src/i18n/areas/open/account.ts), loaded with them. */
const openArea = () => import('../i18n/areas/open/account');

/** One of the open pages: they load together, as one chunk, only when one is visited (never with /login). */
const openPage = (name: keyof OpenPages) => lazyScreen<OpenPageProps>(withAreas(() => import('../open/account').then(m => ({ default: m[name] })), [openArea]));

const RegisterPage = openPage('RegisterPage');
const ForgetPage = openPage('ForgetPage');
const ResetPasswordPage = openPage('ResetPasswordPage');
const RegisterBindingPage = openPage('RegisterBindingPage');

/** The open pages of rule 3 (SPEC section 2): react-admin renders them with no layout and no auth check. */
export const userOpenRoutes = (custom: boolean) => [
    <Route key="register" path="/register" element={<RegisterPage custom={custom} />} />,
    <Route key="forget" path="/forget" element={<ForgetPage custom={custom} />} />,
    <Route key="reset" path="/reset-password" element={<ResetPasswordPage custom={custom} />} />,
    <Route key="binding" path="/register-binding" element={<RegisterBindingPage custom={custom} />} />,
];
