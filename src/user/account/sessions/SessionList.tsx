import { Button, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AccountSession } from '../../../data/sessions/api';
import { Confirm } from '../../../ui/singleFlight';
import { DeviceLabel, useDeviceText } from '../../../ui/DeviceLabel';
import { useKnownName } from '../../../ui/useKnownName';

const COLUMNS = ['device', 'address', 'area', 'lastActive', 'signedIn', 'actions'] as const;

/** Where the account is signed in, this device first and marked; any other can be signed out after a confirmation. */
export const SessionList = ({ sessions, onSignOut }: { sessions: AccountSession[]; onSignOut(session: AccountSession): Promise<unknown> }) => {
    const translate = useTranslate();
    const knownName = useKnownName();
    const deviceText = useDeviceText();
    const [asking, setAsking] = useState<AccountSession>();
    const ordered = [...sessions].sort((x, y) => Number(y.current) - Number(x.current));
    return (
        <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="session-table">
                <TableHead>
                    <TableRow>
                        {COLUMNS.map(column => (
                            <TableCell key={column}>{translate(`sessions.columns.${column}`)}</TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {ordered.map(session => (
                        <TableRow key={session.id} data-testid="session-row" data-current={session.current}>
                            <TableCell>
                                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                                    <DeviceLabel userAgent={session.userAgent} />
                                    {session.current ? <Chip size="small" color="success" label={translate('sessions.thisDevice')} /> : null}
                                </Stack>
                            </TableCell>
                            <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{session.ip}</TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{knownName(session.area)}</TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{session.lastActive}</TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{session.createTime}</TableCell>
                            <TableCell>
                                {session.current ? null : (
                                    <Button
                                        size="small"
                                        color="error"
                                        onClick={() => setAsking(session)}
                                        aria-label={`${translate('sessions.signOut')} ${deviceText(session.userAgent)} ${session.ip}`}
                                    >
                                        {translate('sessions.signOut')}
                                    </Button>
                                )}
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
            <Confirm
                isOpen={!!asking}
                title="sessions.signOutTitle"
                content={asking ? translate('sessions.signOutContent', { device: deviceText(asking.userAgent), ip: asking.ip }) : ''}
                confirm="sessions.signOut"
                onConfirm={() =>
                    onSignOut(asking!)
                        .catch(() => undefined)
                        .finally(() => setAsking(undefined))
                }
                onClose={() => setAsking(undefined)}
            />
        </TableContainer>
    );
};
