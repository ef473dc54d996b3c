/** SPEC section 8 HTTP status texts, as translation keys (http.status.<code>); others fall back to http.status.other. */
const KNOWN = [400, 401, 402, 403, 404, 406, 410, 500, 502, 503, 504];

export const statusTextKey = (status: number): string => (KNOWN.includes(status) ? `http.status.${status}` : 'http.status.other');
