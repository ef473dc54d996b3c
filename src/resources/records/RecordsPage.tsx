import { PlaceholderPage } from '../../customRoutes/placeholder/PlaceholderPage';

/** Stub: replaced by the real screen. */
export const RecordsPage = () => <PlaceholderPage feature="routes.domainPage.record" />;
