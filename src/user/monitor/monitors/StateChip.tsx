import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MonitorState } from '../../../data/monitors/types';

const COLORS = { up: 'success', degraded: 'warning', down: 'error', paused: 'default' } as const;

/** A monitor's (or a check's) state as a coloured chip; `label` (a translation key) names it otherwise. */
export const StateChip = ({ state, label }: { state: MonitorState; label?: string }) => {
    const translate = useTranslate();
    return <Chip size="small" color={COLORS[state]} label={translate(label ?? `monitors.states.${state}`)} data-state={state} />;
};
