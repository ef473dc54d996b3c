import { Route } from 'react-router-dom';
import type { Services } from '../../apps/services';
import { usesCustomLogin } from '../../config/runtime';
import { LoginPage } from './LoginPage';
import { AuthPlaceholderPage, RegisterPage } from './OpenPages';

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
                  <Route key="forget" path="/forget" element={<AuthPlaceholderPage title="auth.pages.forget" custom={custom} />} />,
                  <Route key="reset" path="/reset-password" element={<AuthPlaceholderPage title="auth.pages.resetPassword" custom={custom} />} />,
                  <Route key="binding" path="/register-binding" element={<AuthPlaceholderPage title="auth.pages.registerBinding" custom={custom} />} />,
              ]
            : [];
    return { loginPage: <LoginPage services={services} />, routes };
};

export { LoginPage } from './LoginPage';
export { LoginForm } from './LoginForm';
