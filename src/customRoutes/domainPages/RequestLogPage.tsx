import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** Stub: replaced by the real screen. */
export const RequestLogPage = () => <PlaceholderPage feature="routes.domainPage.log-request" />;
