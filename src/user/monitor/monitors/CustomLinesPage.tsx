import AddIcon from '@mui/icons-material/Add';
import AltRoute from '@mui/icons-material/AltRoute';
import {
    Box,
    Button,
    Card,
    CardContent,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    TextField,
    Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { EmptyState, LoadError, PageLoading } from '../../../ui/PageStates';
import { gatherAll } from '../../../data/records/batch';
import type { MonitorLine } from '../../../data/monitors/types';
import { LINE_NAME_MAX, lineRangeProblems, normaliseLineRanges } from '../../../validation/lineRanges';
import { Confirm, useMutation } from '../../../ui/singleFlight';

const LINES_KEY = ['monitorLines'];

type Editing = { id?: number; name: string; content: string } | null;

const LineDialog = ({ editing, onClose }: { editing: NonNullable<Editing>; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const client = useQueryClient();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [values, setValues] = useState(editing);
    const [touched, setTouched] = useState(false);
    const nameError = !values.name.trim() ? 'ra.validation.required' : values.name.trim().length > LINE_NAME_MAX ? 'monitors.lines.nameTooLong' : undefined;
    const rangeProblems = lineRangeProblems(values.content);
    const rangeError = touched && rangeProblems.length ? rangeProblems.map(problem => translate(problem.message, problem.args)) : undefined;
    const say = (error: string | undefined) => (!touched || !error ? undefined : translate(error, { max: LINE_NAME_MAX }));
    const save = useMutation({
        mutationFn: () => dataProvider.saveMonitorLine({ id: values.id, name: values.name, content: normaliseLineRanges(values.content) }),
        onSuccess: () => {
            notify('monitors.lines.saved', { type: 'success' });
            void client.invalidateQueries({ queryKey: LINES_KEY });
            void client.invalidateQueries({ queryKey: ['monitorNodes'] });
            onClose();
        },
        onError: error => notify((error as Error)?.message || 'http.failed', { type: 'error' }),
    });
    const submit = () => {
        setTouched(true);
        if (!nameError && !rangeProblems.length) save.mutate();
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm">
            <DialogTitle>{translate(values.id ? 'monitors.lines.editTitle' : 'monitors.lines.addTitle')}</DialogTitle>
            <DialogContent>
                <TextField
                    label={translate('monitors.lines.name')}
                    value={values.name}
                    onChange={event => setValues({ ...values, name: event.target.value })}
                    error={!!say(nameError)}
                    helperText={say(nameError) ?? ' '}
                    fullWidth
                    margin="dense"
                />
                <TextField
                    label={translate('monitors.lines.content')}
                    value={values.content}
                    onChange={event => setValues({ ...values, content: event.target.value })}
                    error={!!rangeError}
                    helperText={
                        rangeError ? (
                            <span data-testid="line-problems" style={{ whiteSpace: 'pre-line' }}>
                                {rangeError.join('\n')}
                            </span>
                        ) : (
                            translate('monitors.lines.contentHelp')
                        )
                    }
                    multiline
                    minRows={5}
                    fullWidth
                    margin="dense"
                    slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
                />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('monitors.lines.cancel')}</Button>
                <Button variant="contained" onClick={submit} disabled={save.isPending}>
                    {translate('monitors.lines.save')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

/** The monitoring lines the user defines (name + IP ranges), offered as nodes in the monitor settings. */
export const MonitorCustomLinesPage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const client = useQueryClient();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [editing, setEditing] = useState<Editing>(null);
    const [deleting, setDeleting] = useState<MonitorLine | null>(null);
    // every line on one page: gathered page by page (a user has few; none is left out past the first page)
    const query = useQuery({
        queryKey: LINES_KEY,
        queryFn: async ({ signal }) => ({
            list: await gatherAll<MonitorLine>(
                async (page, perPage) => {
                    const answer = await dataProvider.listMonitorLines(page, perPage);
                    return { data: answer.list, total: answer.total };
                },
                { signal },
            ),
        }),
    });
    const remove = useMutation({
        mutationFn: (id: number) => dataProvider.deleteMonitorLines([id]),
        onSuccess: () => {
            notify('common.done.deleted', { type: 'success' });
            void client.invalidateQueries({ queryKey: LINES_KEY });
            void client.invalidateQueries({ queryKey: ['monitorNodes'] });
        },
        onError: error => notify((error as Error)?.message || 'http.failed', { type: 'error' }),
        onSettled: () => setDeleting(null),
    });
    const add = (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ name: '', content: '' })}>
            {translate('monitors.lines.add')}
        </Button>
    );
    const lines = query.data?.list ?? [];
    return (
        <>
            <Card variant="outlined">
                <CardContent>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 1 }}>
                        <Box>
                            <Typography variant="subtitle1" component="h2">
                                {translate('monitors.lines.title')}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                                {translate('monitors.lines.intro')}
                            </Typography>
                        </Box>
                        <Box>{add}</Box>
                    </Stack>
                    {query.isPending ? <PageLoading /> : null}
                    {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
                    {query.data && lines.length === 0 ? (
                        <EmptyState icon={<AltRoute />} title={translate('monitors.lines.empty')} body={translate('monitors.lines.emptyHelp')} />
                    ) : null}
                    {lines.length > 0 ? (
                        <Box sx={{ overflowX: 'auto' }}>
                            <Table size="small">
                                <TableHead>
                                    <TableRow>
                                        <TableCell>{translate('monitors.lines.name')}</TableCell>
                                        <TableCell>{translate('monitors.lines.content')}</TableCell>
                                        <TableCell>{translate('monitors.lines.createTime')}</TableCell>
                                        <TableCell />
                                    </TableRow>
                                </TableHead>
                                <TableBody>
                                    {lines.map(line => (
                                        <TableRow key={line.id}>
                                            <TableCell>{line.name}</TableCell>
                                            <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'pre-line' }}>{line.content}</TableCell>
                                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.createTime}</TableCell>
                                            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                                                <Button size="small" onClick={() => setEditing(line)}>
                                                    {translate('monitors.lines.edit')}
                                                </Button>
                                                <Button size="small" color="error" onClick={() => setDeleting(line)}>
                                                    {translate('monitors.lines.delete')}
                                                </Button>
                                            </TableCell>
                                        </TableRow>
                                    ))}
                                </TableBody>
                            </Table>
                        </Box>
                    ) : null}
                </CardContent>
            </Card>
            {editing ? <LineDialog editing={editing} onClose={() => setEditing(null)} /> : null}
            <Confirm
                isOpen={deleting !== null}
                loading={remove.isPending}
                title="monitors.lines.deleteTitle"
                content="monitors.lines.deleteConfirm"
                translateOptions={{ name: deleting?.name ?? '' }}
                onConfirm={() => deleting && remove.mutate(deleting.id)}
                onClose={() => setDeleting(null)}
            />
        </>
    );
};
