import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** Stub: replaced by the real screen. */
export const PlanPage = () => <PlaceholderPage feature="routes.domainPage.plan" />;
