import LockOutlined from '@mui/icons-material/LockOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Alert } from '@mui/material';
import type { RecordAccess } from '../useRecordAccess';

/** Above the records of a domain this session cannot change: why (locked, licensed for viewing, the role). */
export const ReadOnlyNotice = ({ access }: { access: RecordAccess }) =>
    access.reason ? (
        <Alert
            severity="info"
            icon={access.block?.reason === 'locked' ? <LockOutlined /> : <VisibilityOutlined />}
            sx={{ mb: 1 }}
            data-testid="records-read-only"
        >
            {access.reason}
        </Alert>
    ) : null;
