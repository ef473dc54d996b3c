import { DEMO_CLIENT_IP } from '../accounts';

/**
 * Who is calling, as the demo can tell: a browser cannot know its public address, so the demo reports one
 * (DEMO_CLIENT_IP) unless a test names another in `x-demo-client-ip`; the user agent is the request's, or the
 * page's own when the service worker's copy of the request has none.
 */
export const DEMO_CLIENT_IP_HEADER = 'x-demo-client-ip';

export interface DemoClient {
    ip: string;
    userAgent: string;
}

export const clientOf = (request: Request): DemoClient => ({
    ip: request.headers.get(DEMO_CLIENT_IP_HEADER)?.trim() || DEMO_CLIENT_IP,
    userAgent: request.headers.get('user-agent') || globalThis.navigator?.userAgent || '',
});
