import { PlaceholderPage } from '../../customRoutes/placeholder/PlaceholderPage';

/** Stub: replaced by the real screen. */
export const GroupList = () => <PlaceholderPage feature="routes.domainGroup" />;
