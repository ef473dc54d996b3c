import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** Stub: replaced by the real screen. */
export const QpsPage = () => <PlaceholderPage feature="routes.domainPage.qps" />;
