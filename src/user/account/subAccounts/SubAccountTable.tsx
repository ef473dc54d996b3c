import { Button, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { SubAccount } from '../../../data/subAccounts/types';
import { Confirm } from '../../../ui/singleFlight';

const COLUMNS = ['name', 'account', 'role', 'resources', 'lastLogin', 'created', 'actions'] as const;
const ROLE_COLORS = { viewer: 'default', recordsEditor: 'info', domainAdmin: 'warning' } as const;

const Resources = ({ sub }: { sub: SubAccount }) => {
    const translate = useTranslate();
    const { resources } = sub;
    if (resources.kind === 'all') return <>{translate('apiTokens.resources.all')}</>;
    if (resources.kind === 'groups') return <>{translate('apiTokens.resources.groupCount', { smart_count: resources.groupIds.length })}</>;
    return <>{resources.domains.join(', ')}</>;
};

/** A sub-account's row actions: edit, and revoke after a confirmation naming it. */
const Actions = ({ sub, onEdit, onRevoke }: { sub: SubAccount; onEdit(sub: SubAccount): void; onRevoke(sub: SubAccount): Promise<unknown> }) => {
    const translate = useTranslate();
    const [asking, setAsking] = useState(false);
    return (
        <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
            <Button size="small" onClick={() => onEdit(sub)} aria-label={`${translate('subAccounts.edit')} ${sub.name}`}>
                {translate('subAccounts.edit')}
            </Button>
            <Button size="small" color="error" onClick={() => setAsking(true)} aria-label={`${translate('subAccounts.revoke')} ${sub.name}`}>
                {translate('subAccounts.revoke')}
            </Button>
            <Confirm
                isOpen={asking}
                title={translate('subAccounts.revokeTitle', { name: sub.name })}
                content="subAccounts.revokeContent"
                confirm="subAccounts.revoke"
                onConfirm={() =>
                    onRevoke(sub)
                        .catch(() => undefined)
                        .finally(() => setAsking(false))
                }
                onClose={() => setAsking(false)}
            />
        </Stack>
    );
};

/** The owner's sub-accounts: who, signing in with what, doing what on which domains, and when last seen. */
export const SubAccountTable = ({
    subAccounts,
    onEdit,
    onRevoke,
}: {
    subAccounts: SubAccount[];
    onEdit(sub: SubAccount): void;
    onRevoke(sub: SubAccount): Promise<unknown>;
}) => {
    const translate = useTranslate();
    return (
        <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="sub-account-table">
                <TableHead>
                    <TableRow>
                        {COLUMNS.map(column => (
                            <TableCell key={column}>{translate(`subAccounts.columns.${column}`)}</TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {subAccounts.map(sub => (
                        <TableRow key={sub.id} data-testid="sub-account-row">
                            <TableCell>
                                <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                                    {sub.name}
                                </Typography>
                            </TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{sub.account}</TableCell>
                            <TableCell>
                                <Chip size="small" variant="outlined" color={ROLE_COLORS[sub.role]} label={translate(`subAccounts.roles.${sub.role}`)} />
                            </TableCell>
                            <TableCell>
                                <Resources sub={sub} />
                            </TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{sub.lastLoginTime || translate('subAccounts.never')}</TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{sub.createTime}</TableCell>
                            <TableCell>
                                <Actions sub={sub} onEdit={onEdit} onRevoke={onRevoke} />
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};
