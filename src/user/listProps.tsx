import { ListError } from '../ui/ListError';
import { USER_PAGE_SIZE_OPTIONS } from '../config/constants';
import { useListPaging } from '../console/overrides/ListPaging';
import { scrollingListSx } from '../ui/listLayout';

/**
 * What every list screen of the user console gives its <List>: paging from the table settings (the user page
 * sizes), a load error shown in the list with a retry, no exporter, and a wide table scrolling sideways.
 */
export const useUserListProps = () => ({ ...useListPaging(USER_PAGE_SIZE_OPTIONS), error: <ListError />, exporter: false as const, sx: scrollingListSx });
