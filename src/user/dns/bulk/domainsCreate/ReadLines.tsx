import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { typedDomainNotes } from '../../../../validation/typedDomain';
import { readTypedDomainLines } from '../../../../validation/typedDomainList';

/** The most lines named one by one; the rest are counted. */
const SHOWN = 5;

/** The lines the bulk add reads otherwise than typed (a scheme, path or `www.` left out, a Unicode name's stored form), so nothing changes silently. */
export const ReadLines = ({ source }: { source: string }) => {
    const translate = useTranslate();
    const text = useWatch({ name: source }) as unknown;
    const notes = useMemo(
        () =>
            readTypedDomainLines(typeof text === 'string' ? text : '').flatMap(read => {
                const said = typedDomainNotes(read, translate);
                return said.length ? [translate('domainNames.list.read', { line: read.line, note: said.join(' ') })] : [];
            }),
        [text, translate],
    );
    if (!notes.length) return null;
    const more = notes.length - SHOWN;
    return (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-live="polite" data-testid="domain-list-notes">
            {notes.slice(0, SHOWN).map(note => (
                <Typography component="li" variant="caption" color="text.secondary" key={note}>
                    {note}
                </Typography>
            ))}
            {more > 0 ? (
                <Typography component="li" variant="caption" color="text.secondary">
                    {translate('domainNames.list.more', { smart_count: more })}
                </Typography>
            ) : null}
        </Box>
    );
};
