import { Box, Card, CardActionArea, CardContent, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, useListContext } from 'react-admin';
import type { ChangeSetEntry } from '../../../../data/changeSets/types';
import { EntryCounts, SourceChip } from './EntrySummary';
import { HistoryEmpty } from './HistoryEmpty';

const Column = DataTable.Col<ChangeSetEntry>;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** The history at phone width: one card per entry (when and who, where from, what it changed, the comment). */
const HistoryCards = ({ onOpen }: { onOpen: (id: number) => void }) => {
    const { data, isPending } = useListContext<ChangeSetEntry>();
    if (isPending) return null;
    if (!data?.length) return <HistoryEmpty />;
    return (
        <Stack spacing={1} sx={{ p: 1 }} data-testid="history-cards">
            {data.map(entry => (
                <Card key={entry.id} variant="outlined">
                    <CardActionArea onClick={() => onOpen(entry.id)}>
                        <CardContent sx={{ pb: '12px !important' }}>
                            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                                <Typography variant="subtitle2">
                                    #{entry.id} · {entry.createTime}
                                </Typography>
                                <SourceChip entry={entry} />
                            </Stack>
                            <Box sx={{ mt: 0.5 }}>
                                <EntryCounts entry={entry} onOpen={onOpen} />
                            </Box>
                            {entry.comment ? (
                                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                                    {entry.comment}
                                </Typography>
                            ) : null}
                            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                                {entry.operator}
                            </Typography>
                        </CardContent>
                    </CardActionArea>
                </Card>
            ))}
        </Stack>
    );
};

/** The page of history entries: number, time, operator, where from, what it changed, comment; a row opens its diff. */
export const HistoryTable = ({ onOpen }: { onOpen: (id: number) => void }) => {
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    if (phone) return <HistoryCards onOpen={onOpen} />;
    return (
        <DataTable<ChangeSetEntry>
            rowClick={id => {
                onOpen(Number(id));
                return false;
            }}
            bulkActionButtons={false}
            empty={<HistoryEmpty />}
        >
            <Column source="id" disableSort render={entry => `#${entry.id}`} />
            <Column source="createTime" disableSort sx={nowrap} />
            <Column source="operator" disableSort sx={nowrap} />
            <Column source="source" disableSort render={entry => <SourceChip entry={entry} />} />
            <Column source="counts" disableSort sx={{ minWidth: 180 }} render={entry => <EntryCounts entry={entry} onOpen={onOpen} />} />
            <Column source="comment" disableSort sx={{ minWidth: 160, overflowWrap: 'anywhere' }} />
        </DataTable>
    );
};
