import { List, ListItem, ListItemText, Switch } from '@mui/material';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { PageCard } from '../../../ui/PageCard';
import { EmptyState, LoadError, PageLoading } from '../../../ui/PageStates';
import { isOn, type WebConfig } from '../../../data/webConfig/api';
import { WEB_CONFIG_KEY } from '../../../data/webConfig/useWebConfig';
import { channelNameKey, channelOrder } from './channelNames';
import { useMutation } from '../../../ui/singleFlight';

interface Change {
    paramKey: string;
    status: 0 | 1;
}

/**
 * The channel switches of the web config's `list`: each flips at once (optimistic), is saved with
 * sys/config/update/conf/status, and goes back with the server's msg when refused. The flip is local state
 * set in the click itself (react-query's onMutate runs a tick later), so the switch never lags the click.
 */
export const ChannelSwitches = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<AdminDataProvider>();
    const queryClient = useQueryClient();
    const query = useQuery({ queryKey: WEB_CONFIG_KEY, queryFn: () => dataProvider.getWebConfig() });
    const nameOf = (paramKey: string) => {
        const key = channelNameKey(paramKey);
        return key ? translate(key) : paramKey;
    };

    const setStatus = ({ paramKey, status }: Change) =>
        queryClient.setQueryData<WebConfig>(WEB_CONFIG_KEY, config =>
            config ? { ...config, list: config.list.map(item => (item.paramKey === paramKey ? { ...item, status } : item)) } : config,
        );

    const [flipped, setFlipped] = useState<Change | null>(null);
    const { mutate } = useMutation({
        mutationFn: ({ paramKey, status }: Change) => dataProvider.setChannelStatus(paramKey, status),
        onMutate: async (change: Change) => {
            await queryClient.cancelQueries({ queryKey: WEB_CONFIG_KEY });
            setStatus(change);
        },
        onError: (error: Error) => notify(error.message || 'http.failed', { type: 'error' }),
        onSuccess: (_data, { paramKey, status }) =>
            notify(status ? 'webConfig.channels.changedOn' : 'webConfig.channels.changedOff', { type: 'success', messageArgs: { name: nameOf(paramKey) } }),
        // the server's list decides (a refusal flips back); the local flip holds until it has arrived
        onSettled: async () => {
            await queryClient.invalidateQueries({ queryKey: WEB_CONFIG_KEY });
            setFlipped(null);
        },
    });
    const flip = (change: Change) => {
        setFlipped(change);
        mutate(change);
    };

    const channels = [...(query.data?.list ?? [])].sort((a, b) => channelOrder(a.paramKey, b.paramKey));

    return (
        <PageCard title="webConfig.channels.title" intro="webConfig.channels.intro" pageTitle={false}>
            {query.isPending ? <PageLoading /> : null}
            {query.error ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null}
            {query.data && channels.length === 0 ? (
                <EmptyState title={translate('webConfig.channels.empty')} body={translate('webConfig.channels.emptyBody')} />
            ) : null}
            {channels.length > 0 ? (
                <List dense sx={{ maxWidth: 760 }}>
                    {channels.map(({ paramKey, status }) => {
                        const on = flipped?.paramKey === paramKey ? flipped.status === 1 : isOn(status);
                        const name = nameOf(paramKey);
                        return (
                            <ListItem
                                key={paramKey}
                                secondaryAction={
                                    <Switch
                                        edge="end"
                                        checked={on}
                                        disabled={flipped !== null}
                                        onChange={() => flip({ paramKey, status: on ? 0 : 1 })}
                                        slotProps={{ input: { 'aria-label': name } }}
                                    />
                                }
                            >
                                <ListItemText
                                    primary={name}
                                    secondary={`${paramKey} · ${translate(on ? 'webConfig.channels.on' : 'webConfig.channels.off')}`}
                                    slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
                                />
                            </ListItem>
                        );
                    })}
                </List>
            ) : null}
        </PageCard>
    );
};
