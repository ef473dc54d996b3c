import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GTM_STATE } from '../../../data/gtmTasks/api';

const LOOK: Record<number, { key: string; color: 'success' | 'warning' | 'default' }> = {
    [GTM_STATE.primary]: { key: 'gtm.states.primary', color: 'success' },
    [GTM_STATE.backup]: { key: 'gtm.states.backup', color: 'warning' },
    [GTM_STATE.paused]: { key: 'gtm.states.paused', color: 'default' },
};

/** On primary, on backup, or paused. */
export const GtmStateChip = ({ state }: { state: number }) => {
    const translate = useTranslate();
    const look = LOOK[Number(state)] ?? LOOK[GTM_STATE.paused];
    return <Chip size="small" variant="outlined" color={look.color} label={translate(look.key)} data-testid="gtm-state" />;
};
