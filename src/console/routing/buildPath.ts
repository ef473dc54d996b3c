import type { PathParam } from 'react-router-dom';

/**
 * A route pattern with its parameters filled in, each encoded ('/payment/order/:orderId', { orderId: '1' } ->
 * '/payment/order/1'). react-router's generatePath does the same, but would add itself to the /login chunk.
 */
export const fillPattern = <Pattern extends string>(pattern: Pattern, params: Record<PathParam<Pattern>, string | number>): string =>
    pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name as PathParam<Pattern>]));

/** A query's values: a missing one (undefined) is left out. */
type QueryValues = Record<string, string | number | undefined>;

/** `path?name=value&...`, encoded by URLSearchParams, in the given order; the bare path when nothing is left. */
export const withQuery = (path: string, query: QueryValues): string => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
    const text = search.toString();
    return text ? `${path}?${text}` : path;
};
