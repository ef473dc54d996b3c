import { presetRange, toTimeBounds } from '../../format/dateRange';
import { USER_LOG_METHODS } from '../../data/userLogs/api';

/** Where the log screen keeps its list parameters (react-admin's Store): the tabs share one search. */
export const USER_LOGS_STORE_KEY = 'userLogs.listParams';

/** The range the log opens on: the last 30 days, as whole days (00:00:00 .. 23:59:59). */
export const defaultLogFilter = () => toTimeBounds(presetRange('last30Days'));

export { USER_LOG_METHODS };
