import PauseCircleOutline from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import { Button } from 'react-admin';
import { DOMAIN_STATUS, type DomainStatus } from '../../../../data/domains/api';
import { useDomainAction } from '../useDomainAction';
import { useSelection } from './useSelection';

/** Pause or enable every selected domain in one call. */
export const BulkStatusButton = ({ status }: { status: DomainStatus }) => {
    const { selectedIds, onUnselectItems } = useSelection();
    const action = useDomainAction<void>(provider => provider.setDomainStatus(selectedIds, status));
    const pause = status === DOMAIN_STATUS.paused;
    return (
        <Button
            label={pause ? 'domains.bulk.pause' : 'domains.bulk.enable'}
            disabled={action.isPending || selectedIds.length === 0}
            onClick={() => action.mutate(undefined, { onSuccess: () => onUnselectItems() })}
        >
            {pause ? <PauseCircleOutline /> : <PlayCircleOutline />}
        </Button>
    );
};
