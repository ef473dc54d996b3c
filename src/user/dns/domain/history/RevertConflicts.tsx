import { Box, Chip, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldChanges, recordText } from '../../../../zone';
import { useFieldText } from '../../changeSets/useFieldText';
import { canApplyAnyway, type Resolution, type RevertConflict } from './revert';

const Conflict = ({ conflict, choice, onChange }: { conflict: RevertConflict; choice: Resolution; onChange: (choice: Resolution) => void }) => {
    const translate = useTranslate();
    const valueText = useFieldText();
    const { op, current } = conflict;
    const applicable = canApplyAnyway(conflict);
    return (
        <Box sx={{ borderLeft: 3, borderColor: 'warning.main', pl: 1.5, py: 0.5 }} data-testid="revert-conflict">
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                    {recordText(op.before)}
                </Typography>
                <Chip
                    size="small"
                    color="warning"
                    variant="outlined"
                    label={translate(current ? 'zoneHistory.conflicts.changed' : 'zoneHistory.conflicts.gone')}
                />
            </Box>
            {current ? (
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                    {fieldChanges(op.before, current).map(change => (
                        <Typography component="li" variant="body2" key={change.field}>
                            {translate(`changeSets.fields.${change.field}`)}: <s>{valueText(change.field, change.from)}</s> →{' '}
                            {translate('zoneHistory.conflicts.now')} <strong>{valueText(change.field, change.to)}</strong>
                        </Typography>
                    ))}
                </Box>
            ) : (
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {translate('zoneHistory.conflicts.goneHelp')}
                </Typography>
            )}
            <RadioGroup row value={choice} onChange={event => onChange(event.target.value as Resolution)}>
                <FormControlLabel value="skip" control={<Radio size="small" />} label={translate('zoneHistory.conflicts.skip')} />
                <FormControlLabel value="apply" disabled={!applicable} control={<Radio size="small" />} label={translate('zoneHistory.conflicts.apply')} />
            </RadioGroup>
        </Box>
    );
};

/**
 * The operations of a revert whose records changed since the entry (what changed, the entry's value struck through,
 * the value now in bold), or are gone: for each, keep the record as it is now (the default) or undo onto it anyway.
 */
export const RevertConflicts = ({
    conflicts,
    choices,
    onChange,
}: {
    conflicts: readonly RevertConflict[];
    choices: ReadonlyMap<number, Resolution>;
    onChange: (index: number, choice: Resolution) => void;
}) => {
    const translate = useTranslate();
    return (
        <Stack spacing={1.5} data-testid="revert-conflicts">
            <Typography variant="subtitle2">{translate('zoneHistory.conflicts.title')}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {translate('zoneHistory.conflicts.intro')}
            </Typography>
            {conflicts.map(conflict => (
                <Conflict
                    key={conflict.index}
                    conflict={conflict}
                    choice={choices.get(conflict.index) ?? 'skip'}
                    onChange={choice => onChange(conflict.index, choice)}
                />
            ))}
        </Stack>
    );
};
