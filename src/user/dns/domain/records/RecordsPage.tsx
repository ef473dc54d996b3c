import { DomainPageFrame } from '../DomainPageFrame';
import { RecordList } from './RecordList';

/** The `record` tab of a domain's pages: the record table inside the domain frame. */
export const RecordsPage = () => (
    <DomainPageFrame>
        <RecordList />
    </DomainPageFrame>
);
