import { Navigate, useLocation, useParams } from 'react-router-dom';

// C0 controls and DEL: a browser drops tabs and newlines from any address, so '/\n/host' would become '//host'
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f]/g;
const HERE = 'https://console.invalid';

/**
 * '/redirect/dns/domain/list?page=2' -> '/dns/domain/list?page=2': always a path of this console, never a '//host'
 * (protocol-relative) target, whatever the rest holds (controls are dropped as the browser would drop them).
 */
export const redirectTarget = (rest: string | undefined, search = '', hash = ''): string => {
    const target = `/${(rest ?? '').replace(CONTROLS, '').replace(/^[/\\]+/, '')}${search.replace(CONTROLS, '')}${hash.replace(CONTROLS, '')}`;
    return new URL(target, HERE).origin === HERE ? target : '/';
};

/**
 * The refresh helper of SPEC section 2, routed at `/redirect/*`: it replaces itself with the rest of the path
 * (and the query), so navigating to `/redirect` + the current path re-mounts the current page.
 */
export const RedirectHelper = () => {
    const { '*': rest } = useParams();
    const { search, hash } = useLocation();
    return <Navigate to={redirectTarget(rest, search, hash)} replace />;
};
