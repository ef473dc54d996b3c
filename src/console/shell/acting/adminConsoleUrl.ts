import { routerBasename } from '../../../authProvider/routeGuard';

/** The admin console's address beside this user console (config.js `adminBase`, '/admin' by default). */
export const adminConsoleUrl = (location: Pick<Location, 'origin'> = window.location): string => `${location.origin}${routerBasename('admin')}/`;
