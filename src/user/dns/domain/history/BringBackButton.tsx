import RestoreFromTrash from '@mui/icons-material/RestoreFromTrash';
import { Button, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** On a deleted record of an entry's diff: add it again (a change set of one, previewed first). */
export const BringBackButton = ({ onClick }: { onClick: () => void }) => {
    const translate = useTranslate();
    return (
        <Tooltip title={translate('zoneHistory.entry.bringBackTitle')}>
            <Button size="small" startIcon={<RestoreFromTrash />} onClick={onClick} sx={{ ml: 1, py: 0 }} data-testid="history-bring-back">
                {translate('zoneHistory.entry.bringBack')}
            </Button>
        </Tooltip>
    );
};
