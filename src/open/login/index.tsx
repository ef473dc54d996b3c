import type { Services } from '../../console/services';
import { usesCustomLogin } from '../../config/runtime';
import { LoginPage } from './LoginPage';

/**
 * The sign-in page of one flavour, for <Admin loginPage>, and whether the custom sign-in wrapper is used (the
 * flavour's open pages, <CustomRoutes noLayout>, follow it too).
 */
export const createAuthPages = (services: Services) => ({ loginPage: <LoginPage services={services} />, custom: usesCustomLogin(services.config) });

export { LoginPage } from './LoginPage';
export { LoginForm } from './LoginForm';
