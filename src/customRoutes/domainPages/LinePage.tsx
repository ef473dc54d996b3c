import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** Stub: replaced by the real screen. */
export const LinePage = () => <PlaceholderPage feature="routes.domainPage.line" />;
