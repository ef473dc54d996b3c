import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** Stub: replaced by the real screen. */
export const DashboardPage = () => <PlaceholderPage feature="routes.dashboard" />;
