import { Navigate, useLocation, useParams } from 'react-router-dom';

/** '/redirect/dns/domain/list?page=2' -> '/dns/domain/list?page=2'; never a '//host' (protocol-relative) target. */
export const redirectTarget = (rest: string | undefined, search = '', hash = ''): string => `/${(rest ?? '').replace(/^[/\\]+/, '')}${search}${hash}`;

/**
 * The refresh helper of SPEC section 2, routed at `/redirect/*`: it replaces itself with the rest of the path
 * (and the query), so navigating to `/redirect` + the current path re-mounts the current page.
 */
export const RedirectHelper = () => {
    const { '*': rest } = useParams();
    const { search, hash } = useLocation();
    return <Navigate to={redirectTarget(rest, search, hash)} replace />;
};
