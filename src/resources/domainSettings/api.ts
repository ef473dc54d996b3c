import type { HttpClient } from '../../http/client';

/** A domain's settings (default TTL, CNAME acceleration, recursion, SEO). OWNER: the domain pages work. */
export const domainSettingCalls = (_http: HttpClient) => ({});
