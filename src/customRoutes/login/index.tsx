import { Route } from 'react-router-dom';
import type { Services } from '../../apps/services';
import { usesCustomLogin } from '../../config/runtime';
import { lazyScreen } from '../../routes/lazyScreen';
import { LoginPage } from './LoginPage';

/** An open page, in the standard or the custom sign-in wrapper. */
interface OpenPageProps {
    custom?: boolean;
}

/** The open pages of the user console, each its own chunk: /login does not download them. */
const RegisterPage = lazyScreen<OpenPageProps>(() => import('../account/open/RegisterPage').then(m => ({ default: m.RegisterPage })));
const RegisterBindingPage = lazyScreen<OpenPageProps>(() => import('../account/open/RegisterBindingPage').then(m => ({ default: m.RegisterBindingPage })));
const ForgetPage = lazyScreen<OpenPageProps>(() => import('../account/open/ForgetPage').then(m => ({ default: m.ForgetPage })));
const ResetPasswordPage = lazyScreen<OpenPageProps>(() => import('../account/open/ResetPasswordPage').then(m => ({ default: m.ResetPasswordPage })));

/**
 * The sign-in pages of one flavour: `loginPage` for <Admin loginPage>, and `routes` for
 * <CustomRoutes noLayout> (the open pages of rule 3; react-admin renders them without any auth check).
 */
export const createAuthPages = (services: Services) => {
    const custom = usesCustomLogin(services.config);
    const routes =
        services.flavour === 'user'
            ? [
                  <Route key="register" path="/register" element={<RegisterPage custom={custom} />} />,
                  <Route key="forget" path="/forget" element={<ForgetPage custom={custom} />} />,
                  <Route key="reset" path="/reset-password" element={<ResetPasswordPage custom={custom} />} />,
                  <Route key="binding" path="/register-binding" element={<RegisterBindingPage custom={custom} />} />,
              ]
            : [];
    return { loginPage: <LoginPage services={services} />, routes };
};

export { LoginPage } from './LoginPage';
export { LoginForm } from './LoginForm';
