import { API_KEY_HEADER } from '../../../data/apiKey/api';

/** The API base as a program reaches it: a relative base (/antsxdp/) is joined to the console's origin. */
export const absoluteBase = (base: string, origin: string): string =>
    /^https?:\/\//i.test(base) ? base : `${origin.replace(/\/+$/, '')}/${base.replace(/^\/+/, '')}`;

/** A one-line call listing the user's domains with the key (the example the screen shows and copies). */
export const curlExample = (base: string, key: string): string =>
    `curl -X POST '${base}app/dns/domain/list' -H '${API_KEY_HEADER}: ${key}' -d 'page=1&limit=10'`;
