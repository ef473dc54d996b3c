import { Box, Chip, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChangeSetEntry } from '../../../../data/changeSets/types';
import { entryCounts, entrySource } from './entryText';

/** An entry's source as a small chip. */
export const SourceChip = ({ entry }: { entry: Pick<ChangeSetEntry, 'source'> }) => {
    const translate = useTranslate();
    return <Chip size="small" variant="outlined" color={entry.source === 'revert' ? 'secondary' : 'default'} label={entrySource(translate, entry)} />;
};

/** The entry a revert undoes, as a link that opens that entry's diff. */
export const RevertsLink = ({ entry, onOpen }: { entry: Pick<ChangeSetEntry, 'revertOf'>; onOpen?: (id: number) => void }) => {
    const translate = useTranslate();
    if (!entry.revertOf) return null;
    return (
        <Link
            component="button"
            variant="body2"
            underline="hover"
            onClick={event => {
                // the row's own click opens this entry
                event.stopPropagation();
                onOpen?.(entry.revertOf);
            }}
            data-testid="entry-reverts"
        >
            {translate('zoneHistory.revertsEntry', { id: entry.revertOf })}
        </Link>
    );
};

/**
 * What an entry changed, counted, and the entry it reverts. A refusal shows in the error colour: the entry holds
 * only what was applied.
 */
export const EntryCounts = ({ entry, onOpen }: { entry: ChangeSetEntry; onOpen?: (id: number) => void }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
            <Typography variant="body2" component="span" sx={{ color: entry.refused > 0 ? 'error.main' : undefined }} data-testid="entry-counts">
                {entryCounts(translate, entry)}
            </Typography>
            <RevertsLink entry={entry} onOpen={onOpen} />
        </Box>
    );
};
