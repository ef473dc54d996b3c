import { Navigate, isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';

// control characters, raw or percent-encoded: route patterns never match them (their `.` stops at a line break)
// eslint-disable-next-line no-control-regex
const CONTROLS = /%(?:[01][0-9a-f]|7f)|[\u0000-\u001f\u007f]/gi;

/** The address without its control characters: what a browser would keep of it, and what the routes can match. */
export const routablePath = (pathname: string): string => pathname.replace(CONTROLS, '') || '/';

/**
 * The data router's answer when no route matches at all: an address with a control character in its path
 * (`/dns/domain/%0A/list`), which the catch-all route cannot match. The address is replaced by the same one without
 * them, which the console then routes like any other (its page, its 404 page, or the sign-in page). Other errors go
 * on to react-router's own boundary, as before.
 */
export const UnroutablePath = () => {
    const error = useRouteError();
    const { pathname, search, hash } = useLocation();
    if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
    const path = routablePath(pathname);
    return <Navigate to={`${path === pathname ? '/' : path}${search}${hash}`} replace />;
};
