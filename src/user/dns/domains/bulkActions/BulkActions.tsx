import { DOMAIN_STATUS } from '../../../../data/domains/api';
import { BulkDeleteButton } from './BulkDeleteButton';
import { BulkStatusButton } from './BulkStatusButton';
import { MoveToGroupButton } from './MoveToGroupButton';

/** What can be done to the selection: pause, enable, move to a group, delete. */
export const BulkActions = () => (
    <>
        <BulkStatusButton status={DOMAIN_STATUS.paused} />
        <BulkStatusButton status={DOMAIN_STATUS.enabled} />
        <MoveToGroupButton />
        <BulkDeleteButton />
    </>
);
