import { Divider, List as MuiList, ListItem, Stack, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { RecordContextProvider, useListContext } from 'react-admin';
import type { CustomLine } from '../../../../data/customLines/api';
import { RangesCell, RowActions } from './LineRowParts';

/** The phone layout of the custom lines: one row per line (name, time, ranges, then edit and delete). */
export const CustomLineCards = ({ onEdit, empty }: { onEdit: (record: CustomLine) => void; empty: ReactNode }) => {
    const { data, isPending } = useListContext<CustomLine>();
    if (isPending || !data) return null;
    if (data.length === 0) return <>{empty}</>;
    return (
        <MuiList disablePadding data-testid="line-cards">
            {data.map((record, index) => (
                <Fragment key={record.id}>
                    {index > 0 ? <Divider component="li" /> : null}
                    <RecordContextProvider value={record}>
                        <ListItem sx={{ display: 'block', px: 2, py: 1.5 }}>
                            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
                                <Typography variant="subtitle2" sx={{ wordBreak: 'break-all' }}>
                                    {record.name}
                                </Typography>
                                <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                                    {record.createTime}
                                </Typography>
                            </Stack>
                            <RangesCell record={record} />
                            <RowActions onEdit={onEdit} />
                        </ListItem>
                    </RecordContextProvider>
                </Fragment>
            ))}
        </MuiList>
    );
};
