import WarningAmber from '@mui/icons-material/WarningAmber';
import { Chip, type ChipProps } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { nsState, type Domain } from '../../../../data/domains/api';
import { NsDialog } from '../../nameServers/NsDialog';

const LOOK: Record<ReturnType<typeof nsState>, Pick<ChipProps, 'color' | 'variant'>> = {
    ok: { color: 'success', variant: 'outlined' },
    pending: { variant: 'outlined' },
    wrong: { color: 'warning', variant: 'filled' },
};

/**
 * The NS check: ok, wrong DNS servers, or still being checked. The one NS chip (the list, the cards, the domain pages'
 * frame); it opens the name servers to set, what the last check found and "Check now". `testId` names it whatever
 * its state.
 */
export const NsCheckField = ({ record, testId }: { record: Domain; testId?: string }) => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    const state = nsState(record);
    return (
        <>
            <Chip
                size="small"
                {...LOOK[state]}
                icon={state === 'wrong' ? <WarningAmber /> : undefined}
                label={translate(`domains.ns.${state}`)}
                onClick={event => {
                    event.stopPropagation();
                    setOpen(true);
                }}
                data-testid={testId ?? (state === 'wrong' ? 'ns-wrong' : undefined)}
            />
            {open ? <NsDialog domain={record} onClose={() => setOpen(false)} /> : null}
        </>
    );
};
