import type { HttpClient } from '../../http/client';

/** A domain's query statistics (qps) and origin statistics. OWNER: the domain pages work. */
export const queryStatCalls = (_http: HttpClient) => ({});
