import type { HttpClient } from '../../http/client';

/** The dashboard's calls: query chart, notices, update log. OWNER: the dashboard work. */
export const overviewCalls = (_http: HttpClient) => ({});
