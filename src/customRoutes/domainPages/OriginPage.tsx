import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** Stub: replaced by the real screen. */
export const OriginPage = () => <PlaceholderPage feature="routes.domainPage.orign" />;
