import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ServiceState } from '../../data/adminOverview/api';
import { DashboardCard } from '../../ui/DashboardCard';
import { CardQuery } from '../../ui/CardQuery';
import { ListSkeleton } from '../../ui/CardSkeletons';
import { durationParts } from './duration';
import { useSystemInfo } from './queries';

const CHIP_COLOURS: Record<ServiceState, 'success' | 'warning' | 'error'> = { running: 'success', degraded: 'warning', stopped: 'error' };

const Row = ({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) => {
    const translate = useTranslate();
    return (
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                {translate(label)}
            </Typography>
            <Typography variant="body2" component="div" data-testid={testId} sx={{ textAlign: 'right', minWidth: 0, overflowWrap: 'anywhere' }}>
                {children}
            </Typography>
        </Stack>
    );
};

/** The system's state: version, uptime, nodes online, and each service. */
export const SystemCard = () => {
    const translate = useTranslate();
    const query = useSystemInfo();
    return (
        <DashboardCard title="adminDashboard.system.title" testId="card-system">
            <CardQuery query={query} skeleton={<ListSkeleton rows={5} />}>
                {info => {
                    const uptime = durationParts(info.uptimeSeconds);
                    const down = info.nodesTotal - info.nodesOnline;
                    return (
                        <Stack spacing={1}>
                            <Row label="adminDashboard.system.version" testId="system-version">
                                {info.version}
                            </Row>
                            <Row label="adminDashboard.system.uptime">
                                <span title={translate('adminDashboard.system.startedAt', { time: info.startTime })}>
                                    {translate(`adminDashboard.system.duration.${uptime.key}`, uptime.values)}
                                </span>
                            </Row>
                            <Row label="adminDashboard.system.nodes" testId="system-nodes">
                                {translate('adminDashboard.system.nodesValue', { online: info.nodesOnline, total: info.nodesTotal })}
                                {down > 0 ? (
                                    <Typography component="span" variant="caption" color="warning.main" sx={{ display: 'block' }}>
                                        {translate('adminDashboard.system.nodesDown', { count: down })}
                                    </Typography>
                                ) : null}
                            </Row>
                            <Typography variant="body2" color="text.secondary">
                                {translate('adminDashboard.system.services')}
                            </Typography>
                            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                                {info.services.map(service => (
                                    <Chip
                                        key={service.name}
                                        size="small"
                                        variant="outlined"
                                        color={CHIP_COLOURS[service.state]}
                                        label={`${translate(`adminDashboard.system.service.${service.name}`, { _: service.name })} · ${translate(`adminDashboard.system.state.${service.state}`)}`}
                                    />
                                ))}
                            </Stack>
                        </Stack>
                    );
                }}
            </CardQuery>
        </DashboardCard>
    );
};
