import { useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import type { Services } from '../../console/services';
import { safeRedirect } from '../../authProvider/routeGuard';
import { usesCustomLogin } from '../../config/runtime';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';

/** <Admin loginPage>: rule 4 of the route guard (a signed-in visitor goes on), else the sign-in form. */
export const LoginPage = ({ services }: { services: Services }) => {
    const translate = useTranslate();
    const location = useLocation();
    const { flavour, session, config } = services;
    if (session.getToken()) {
        return <Navigate to={safeRedirect(new URLSearchParams(location.search).get('redirect'))} replace />;
    }
    return (
        <AuthLayout
            custom={usesCustomLogin(config)}
            title={translate(flavour === 'user' ? 'auth.title' : 'auth.adminTitle')}
            subtitle={translate(flavour === 'user' ? 'auth.subtitle' : 'auth.adminSubtitle')}
        >
            <LoginForm services={services} />
        </AuthLayout>
    );
};
