import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** Stub: replaced by the real screen. */
export const OperationLogPage = () => <PlaceholderPage feature="routes.domainPage.log-operation" />;
