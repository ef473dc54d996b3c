import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFieldText } from './useFieldText';
import { countOps, fieldChanges, recordText, type ChangeOp, type ChangeOpKind, type RecordContent, type Verdict } from '../../../zone';

/** Rows shown per kind (and per list of problems) before "and N more": a diff of 5 000 operations stays light. */
export const DIFF_PAGE = 100;

export interface ChangeSetDiffProps {
    ops: readonly ChangeOp[];
    warnings?: readonly Verdict[];
    refusals?: readonly Verdict[];
    /** Records the change leaves as they are (an import's lines the zone already has). */
    unchanged?: number;
    /** The line of the file an operation comes from (an import), shown beside its problems. */
    lineOf?: (index: number) => number | undefined;
    /** What can be done with one operation, at the end of its row (the history's "restore" of a deleted record). */
    rowAction?: (op: ChangeOp) => ReactNode;
}

const KINDS: readonly ChangeOpKind[] = ['add', 'update', 'delete'];
const COLOURS: Record<ChangeOpKind, string> = { add: 'success.main', update: 'warning.main', delete: 'error.main' };
const SIGNS: Record<ChangeOpKind, string> = { add: '+', update: '~', delete: '−' };

const rowSx = (kind: ChangeOpKind) => ({
    borderLeft: 3,
    borderColor: COLOURS[kind],
    pl: 1,
    py: 0.25,
    overflowWrap: 'anywhere' as const,
    ...(kind === 'delete' ? { color: 'text.secondary' } : {}),
});

/** What a record says beyond its name: TTL, line, MX priority, weight, a pause and its remark, as the diff lists them. */
const Details = ({ record }: { record: RecordContent }) => {
    const translate = useTranslate();
    const fieldText = useFieldText();
    const parts = [
        `${translate('changeSets.fields.ttl')} ${record.ttl}`,
        `${translate('changeSets.fields.record_line_id')} ${fieldText('record_line_id', record.record_line_name || record.record_line_id)}`,
        ...(record.record_type.toUpperCase() === 'MX' ? [`${translate('changeSets.fields.mx')} ${record.mx}`] : []),
        ...(record.weight !== 1 ? [`${translate('changeSets.fields.weight')} ${record.weight}`] : []),
        ...(record.status === 3 ? [fieldText('status', 3)] : []),
        ...(record.remark ? [`${translate('changeSets.fields.remark')} ${record.remark}`] : []),
    ];
    return (
        <Typography component="span" variant="caption" sx={{ color: 'text.secondary', ml: 1 }}>
            {parts.join(' · ')}
        </Typography>
    );
};

const Changes = ({ op }: { op: Extract<ChangeOp, { op: 'update' }> }) => {
    const translate = useTranslate();
    const fieldText = useFieldText();
    return (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {fieldChanges(op.before, op.after).map(change => (
                <Typography component="li" variant="body2" key={change.field} data-field={change.field}>
                    {translate(`changeSets.fields.${change.field}`)}: <s>{fieldText(change.field, change.from)}</s> →{' '}
                    <strong>{fieldText(change.field, change.to)}</strong>
                </Typography>
            ))}
        </Box>
    );
};

const OpRow = ({ op, action }: { op: ChangeOp; action?: ReactNode }) => {
    const record = op.op === 'delete' ? op.before : op.op === 'update' ? op.before : op.after;
    return (
        <Box sx={rowSx(op.op)} data-op={op.op}>
            <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', textDecoration: op.op === 'delete' ? 'line-through' : undefined }}>
                {SIGNS[op.op]} {recordText(record)}
            </Typography>
            {op.op === 'update' ? <Changes op={op} /> : <Details record={record} />}
            {action}
        </Box>
    );
};

/** The first page of a long list, then "and N more" with a button that shows the next page. */
const Paged = <T,>({ items, render }: { items: readonly T[]; render: (item: T) => ReactNode }) => {
    const translate = useTranslate();
    const [shown, setShown] = useState(DIFF_PAGE);
    const rest = items.length - shown;
    return (
        <>
            {items.slice(0, shown).map((item, position) => (
                // the list never reorders: a row's place is its identity
                <Fragment key={position}>{render(item)}</Fragment>
            ))}
            {rest > 0 ? (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {translate('changeSets.more', { smart_count: rest })}
                    </Typography>
                    <Button size="small" onClick={() => setShown(shown + DIFF_PAGE)}>
                        {translate('changeSets.showMore')}
                    </Button>
                </Stack>
            ) : null}
        </>
    );
};

const Problems = ({
    verdicts,
    ops,
    severity,
    title,
    lineOf,
}: {
    verdicts: readonly Verdict[];
    ops: readonly ChangeOp[];
    severity: 'warning' | 'error';
    title: string;
    lineOf?: (index: number) => number | undefined;
}) => {
    const translate = useTranslate();
    return (
        <Alert severity={severity} sx={{ overflowWrap: 'anywhere' }} data-testid={`change-set-${severity === 'error' ? 'refusals' : 'warnings'}`}>
            <Typography variant="subtitle2">{title}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
                <Paged
                    items={verdicts}
                    render={({ index, problem }) => {
                        const op = ops[index];
                        const line = lineOf?.(index);
                        const record = op ? recordText(op.op === 'add' ? op.after : op.before) : undefined;
                        return (
                            <Typography component="li" variant="body2">
                                {translate(problem.message, { _: problem.message, ...problem.args })}
                                {/* the record, unless the message already names it */}
                                {record && problem.args.record !== record ? (
                                    <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', ml: 1 }}>
                                        ({record})
                                    </Typography>
                                ) : null}
                                {line !== undefined ? (
                                    <Typography component="span" variant="caption" sx={{ ml: 1, color: 'text.secondary' }}>
                                        {translate('changeSets.fileLine', { line })}
                                    </Typography>
                                ) : null}
                            </Typography>
                        );
                    }}
                />
            </Box>
        </Alert>
    );
};

/** The counts of a change set in words: "3 added · 2 changed · 1 deleted · 40 unchanged". */
export const ChangeCountsLine = ({ ops, unchanged }: { ops: readonly ChangeOp[]; unchanged?: number }) => {
    const translate = useTranslate();
    const counts = countOps(ops);
    const parts = (['added', 'updated', 'paused', 'enabled', 'deleted'] as const)
        .filter(kind => counts[kind] > 0)
        .map(kind => translate(`changeSets.counts.${kind}`, { smart_count: counts[kind] }));
    if (unchanged) parts.push(translate('changeSets.counts.unchanged', { smart_count: unchanged }));
    return (
        <Typography variant="body2" data-testid="change-set-counts">
            {parts.length ? parts.join(' · ') : translate('changeSets.nothing')}
        </Typography>
    );
};

/**
 * A change set as a diff: its counts, its problems (refusals, then warnings, each naming the record and, for a file,
 * its line), then the operations by kind: added (green), changed field by field (old → new), deleted (red). Each list
 * shows a page of rows and says how many more there are, so 5 000 operations render as quickly as one.
 */
export const ChangeSetDiff = ({ ops, warnings = [], refusals = [], unchanged, lineOf, rowAction }: ChangeSetDiffProps) => {
    const translate = useTranslate();
    const byKind = new Map<ChangeOpKind, ChangeOp[]>(KINDS.map(kind => [kind, []]));
    for (const op of ops) byKind.get(op.op)!.push(op);
    return (
        <Stack spacing={1.5} data-testid="change-set-diff">
            <ChangeCountsLine ops={ops} unchanged={unchanged} />
            {refusals.length ? (
                <Problems
                    verdicts={refusals}
                    ops={ops}
                    severity="error"
                    title={translate('changeSets.refusals', { smart_count: refusals.length })}
                    lineOf={lineOf}
                />
            ) : null}
            {warnings.length ? (
                <Problems
                    verdicts={warnings}
                    ops={ops}
                    severity="warning"
                    title={translate('changeSets.warnings', { smart_count: warnings.length })}
                    lineOf={lineOf}
                />
            ) : null}
            {KINDS.map(kind => {
                const list = byKind.get(kind)!;
                if (!list.length) return null;
                return (
                    <Box key={kind} data-testid={`change-set-${kind}`}>
                        <Typography variant="subtitle2" sx={{ color: COLOURS[kind] }}>
                            {translate(`changeSets.kinds.${kind}`, { smart_count: list.length })}
                        </Typography>
                        <Stack spacing={0.5}>
                            <Paged items={list} render={op => <OpRow op={op} action={rowAction?.(op)} />} />
                        </Stack>
                    </Box>
                );
            })}
        </Stack>
    );
};
