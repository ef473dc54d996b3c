import { UserLogPage } from './UserLogPage';
import { renderUserRoute } from '../../../tests/support/renderUserRoute';

/** The operation log as the user app serves it at /log/list/:method: the real provider, the demo backend answering. */
export const renderUserLogs = (token: string, path = '/log/list/0') => renderUserRoute({ token, route: '/log/list/:method', path, screen: <UserLogPage /> });
