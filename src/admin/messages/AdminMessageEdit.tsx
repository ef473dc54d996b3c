import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Button, Title, useCreate, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { EmptyState, LoadError, PageLoading } from '../../ui/PageStates';
import type { AdminMessage } from '../../data/adminMessages/api';
import { emptyMessage, toFormValues, toWire, type MessageFormValues } from './form';
import { MessageForm } from './MessageForm';
import { useRefreshAnnouncements } from './useRefreshAnnouncements';
import { adminPaths } from '../paths';

const RESOURCE = 'adminMessage';

const useSaveMessage = (editing: boolean) => {
    const notify = useNotify();
    const navigate = useNavigate();
    const refreshAnnouncements = useRefreshAnnouncements();
    const [create] = useCreate<AdminMessage>();
    const [update] = useUpdate<AdminMessage>();
    return async (values: MessageFormValues) => {
        const data = toWire(values);
        try {
            if (editing && values.id !== undefined) {
                await update(RESOURCE, { id: values.id, data, previousData: undefined }, { mutationMode: 'pessimistic', returnPromise: true });
            } else {
                await create(RESOURCE, { data }, { returnPromise: true });
            }
        } catch (error) {
            // the form keeps every value as typed
            notify((error as Error)?.message || 'http.failed', { type: 'error' });
            return;
        }
        notify(editing ? 'common.done.updated' : 'common.done.added', { type: 'success' });
        refreshAnnouncements();
        navigate(adminPaths.messages());
    };
};

const EditBody = ({ id }: { id: string }) => {
    const translate = useTranslate();
    const { data, error, isPending, refetch } = useGetOne<AdminMessage>(RESOURCE, { id }, { retry: false });
    const save = useSaveMessage(true);
    const record = useMemo(() => (data ? toFormValues(data) : undefined), [data]);
    if (isPending) return <PageLoading />;
    if (error) {
        return (
            <Box sx={{ px: 2 }}>
                <LoadError error={error} onRetry={() => void refetch()} />
            </Box>
        );
    }
    if (!record) return <EmptyState title={translate('adminMessages.form.notFound')} />;
    return <MessageForm record={record} onSubmit={save} />;
};

const CreateBody = () => {
    const save = useSaveMessage(false);
    return <MessageForm record={emptyMessage} onSubmit={save} />;
};

/** /message/list/create and /message/list/:id: write a message, or edit one read by its id. */
export const AdminMessageEdit = () => {
    const translate = useTranslate();
    const { id } = useParams();
    const editing = id !== undefined && id !== 'create';
    const title = translate(editing ? 'adminMessages.editTitle' : 'adminMessages.createTitle');
    return (
        <Box sx={{ pb: 2 }}>
            <Title title={title} />
            <Button component={Link} to={adminPaths.messages()} label="adminMessages.back" sx={{ mt: 1 }}>
                <ArrowBack />
            </Button>
            <Card variant="outlined" sx={{ mt: 1 }}>
                <CardContent sx={{ pb: 0 }}>
                    <Typography variant="h6" component="h2">
                        {title}
                    </Typography>
                </CardContent>
                {editing ? <EditBody key={id} id={id} /> : <CreateBody />}
            </Card>
        </Box>
    );
};
