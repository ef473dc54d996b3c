import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DnssecStatus } from '../../../../data/dnssec/api';

const COLORS = { off: 'default', waiting: 'warning', active: 'success' } as const satisfies Record<DnssecStatus, string>;

/** Off, waiting for the DS at the parent, or active. */
export const DnssecStatusChip = ({ status }: { status: DnssecStatus }) => {
    const translate = useTranslate();
    return <Chip size="small" variant="outlined" color={COLORS[status]} label={translate(`dnssec.status.${status}`)} data-testid="dnssec-status" />;
};
