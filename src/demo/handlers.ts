import type { RequestHandler } from 'msw';
import { notImplemented } from './http';
import { authRoutes } from './routes/auth';
import { messageRoutes } from './routes/messages';
import { recursiveRoutes } from './routes/recursive';
import { sysConfigRoutes } from './routes/sysConfig';
import { webConfigRoutes } from './routes/webConfig';

/** Every route of the demo backend, each registered under every API prefix; unknown API calls answer 404 last. */
export const handlers: RequestHandler[] = [
    ...[authRoutes, webConfigRoutes, messageRoutes, sysConfigRoutes, recursiveRoutes].flat(2),
    ...notImplemented(['app', 'sys', 'sys_common']),
];
