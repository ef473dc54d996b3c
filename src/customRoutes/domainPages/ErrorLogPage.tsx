import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** Stub: replaced by the real screen. */
export const ErrorLogPage = () => <PlaceholderPage feature="routes.domainPage.log-error" />;
