import { Box, Divider, List as MuiList, ListItem, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { Domain } from '../../../data/domains/api';
import { DomainNameField } from './fields/DomainNameField';
import { GroupField } from './fields/GroupField';
import { LockSwitch } from './fields/LockSwitch';
import { NsCheckField } from './fields/NsCheckField';
import { PlanField } from './fields/PlanField';
import { RemarkField } from './fields/RemarkField';
import { StatusChip } from './fields/StatusChip';
import { RowActions } from './RowActions';

/** The phone layout: one card-like row per domain, the same fields and actions as the table. */
export const DomainCards = () => {
    const translate = useTranslate();
    const { data, isPending } = useListContext<Domain>();
    if (isPending || !data) return null;
    return (
        <MuiList disablePadding data-testid="domain-cards">
            {data.map((record, index) => (
                <Fragment key={record.id}>
                    {index > 0 ? <Divider component="li" /> : null}
                    <RecordContextProvider value={record}>
                        <ListItem sx={{ display: 'block', px: 2, py: 1.5 }}>
                            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                                <DomainNameField record={record} />
                                <StatusChip record={record} />
                            </Stack>
                            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1, rowGap: 1 }}>
                                <NsCheckField record={record} />
                                <Typography variant="body2" color="text.secondary">
                                    {translate('domains.recordCount', { smart_count: Number(record.recordCount ?? 0) })}
                                </Typography>
                                <GroupField record={record} />
                            </Stack>
                            <Box sx={{ mt: 1 }}>
                                <PlanField record={record} />
                            </Box>
                            <Box sx={{ mt: 0.5, ml: -0.5 }}>
                                <RemarkField record={record} />
                            </Box>
                            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}>
                                <Stack direction="row" sx={{ alignItems: 'center' }}>
                                    <LockSwitch record={record} />
                                    <Typography variant="body2" color="text.secondary">
                                        {translate('domains.columns.lock')}
                                    </Typography>
                                </Stack>
                                <RowActions />
                            </Stack>
                        </ListItem>
                    </RecordContextProvider>
                </Fragment>
            ))}
        </MuiList>
    );
};
