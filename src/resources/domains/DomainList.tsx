import { PlaceholderPage } from '../../customRoutes/placeholder/PlaceholderPage';

/** Stub: replaced by the real screen. */
export const DomainList = () => <PlaceholderPage feature="routes.domainList" />;
