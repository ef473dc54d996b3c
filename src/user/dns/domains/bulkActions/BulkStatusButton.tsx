import PauseCircleOutline from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import { Button } from 'react-admin';
import { DOMAIN_STATUS, type DomainStatus } from '../../../../data/domains/api';
import { useDomainAction } from '../useDomainAction';
import { inBatches } from './matching';
import { useSelection } from './useSelection';

/** Pause or enable the selected domains (or all matching) through the batch status call. */
export const BulkStatusButton = ({ status }: { status: DomainStatus }) => {
    const { count, targets, onUnselectItems } = useSelection();
    const action = useDomainAction<void>(async provider =>
        inBatches(await targets(new AbortController().signal), batch => provider.setDomainStatus(batch, status)),
    );
    const pause = status === DOMAIN_STATUS.paused;
    return (
        <Button
            label={pause ? 'domains.bulk.pause' : 'domains.bulk.enable'}
            disabled={action.isPending || count === 0}
            onClick={() => action.mutate(undefined, { onSuccess: () => onUnselectItems() })}
        >
            {pause ? <PauseCircleOutline /> : <PlayCircleOutline />}
        </Button>
    );
};
