import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { LineProblem } from '../validation/lineProblems';

interface LineProblemListProps {
    /** The list field's source. */
    source: string;
    /** The field's rule: every problem of the text, in line order. */
    problemsOf: (text: string) => readonly LineProblem[];
}

/**
 * Every wrong line of a pasted list at once, each with its number, under the field whose own message says how many
 * (validation/lineProblems.ts). Shown once the field shows its error (touched or the form sent) and two or more lines
 * are wrong: one problem is said at the field itself.
 */
export const LineProblemList = ({ source, problemsOf }: LineProblemListProps) => {
    const translate = useTranslate();
    const text = useWatch({ name: source }) as unknown;
    const { errors, touchedFields, isSubmitted } = useFormState({ name: source });
    const shown = Boolean(errors[source]) && (isSubmitted || Boolean((touchedFields as Record<string, unknown>)[source]));
    const problems = useMemo(() => (shown ? problemsOf(typeof text === 'string' ? text : '') : []), [shown, problemsOf, text]);
    if (problems.length < 2) return null;
    return (
        <Box component="ul" sx={{ m: 0, mt: -0.5, mb: 1, pl: 2.5 }} aria-live="polite" data-testid="line-problems">
            {problems.map(({ line, message, args }) => (
                <Typography component="li" variant="caption" color="error" key={`${line}-${message}`}>
                    {translate(message, args)}
                </Typography>
            ))}
        </Box>
    );
};
