import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import History from '@mui/icons-material/History';
import Pause from '@mui/icons-material/PauseCircleOutlined';
import PlayArrow from '@mui/icons-material/PlayCircleOutlined';
import { Box, Drawer, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { UserDataProvider } from '../../dataProvider';
import type { GtmTask } from '../../../data/gtmTasks/api';
import { GtmHistory } from './GtmHistory';
import { userPaths } from '../../paths';
import { recordName } from './recordName';
import { useMutation } from '../../../ui/singleFlight';
import { DeleteWithConfirmButton } from '../../../ui/singleFlight';

/** Pause or resume a task (the list refreshes: its state changes). */
const ToggleButton = ({ task }: { task: GtmTask }) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const enabled = Number(task.enabled) === 1;
    const { mutate, isPending } = useMutation({
        mutationFn: () => dataProvider.setGtmTaskEnabled(task.id, !enabled),
        onSuccess: () => {
            notify(enabled ? 'gtm.paused' : 'gtm.resumed', { type: 'success' });
            void queryClient.invalidateQueries({ queryKey: ['gtmTask'] });
        },
        onError: error => notify((error as Error)?.message || 'http.failed', { type: 'error' }),
    });
    return (
        <Button label={enabled ? 'gtm.pause' : 'gtm.resume'} onClick={() => mutate()} disabled={isPending}>
            {enabled ? <Pause /> : <PlayArrow />}
        </Button>
    );
};

/** Per task: edit its rule, see its history (a drawer), pause or resume, delete (confirmed). */
export const GtmRowActions = () => {
    const task = useRecordContext<GtmTask>();
    const navigate = useNavigate();
    const translate = useTranslate();
    const [history, setHistory] = useState(false);
    if (!task) return null;
    const name = recordName(task);
    return (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
            <Button label="gtm.edit" onClick={() => navigate(userPaths.gtmRule(task.id))}>
                <EditOutlined />
            </Button>
            <Button label="gtm.history" onClick={() => setHistory(true)}>
                <History />
            </Button>
            <ToggleButton task={task} />
            <DeleteWithConfirmButton
                record={task}
                resource="gtmTask"
                mutationMode="pessimistic"
                redirect={false}
                label="gtm.delete"
                icon={<DeleteOutlined />}
                confirmTitle="gtm.deleteTitle"
                confirmContent="gtm.deleteContent"
                titleTranslateOptions={{ name }}
                confirmColor="warning"
                successMessage="gtm.deleted"
            />
            <Drawer anchor="right" open={history} onClose={() => setHistory(false)}>
                <Box sx={{ width: { xs: '100vw', sm: 560 }, p: 2 }} role="region" aria-label={translate('gtm.historyTitle')}>
                    <Typography variant="h6" sx={{ mb: 1, wordBreak: 'break-all' }}>
                        {translate('gtm.historyTitle')} · {name}
                    </Typography>
                    {history ? <GtmHistory taskId={task.id} /> : null}
                </Box>
            </Drawer>
        </Stack>
    );
};
