import { RecursivePage } from './RecursivePage';
import { renderAdminScreen } from '../../../../tests/support/renderAdminScreen';

/** The recursive page as the admin app runs it (tests/support/renderAdminScreen). */
export const renderRecursivePage = () => renderAdminScreen('/dns/recursive', <RecursivePage />);
