import { RecursivePage } from '../../../src/customRoutes/recursive/RecursivePage';
import { renderAdminScreen } from '../../support/renderAdminScreen';

/** The recursive page as the admin app runs it (tests/support/renderAdminScreen). */
export const renderRecursivePage = () => renderAdminScreen('/dns/recursive', <RecursivePage />);
