import { Box, Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApiToken } from '../../../data/apiTokens/types';
import { grantedAreas } from './tokenText';
import { TokenActions } from './TokenActions';

const COLUMNS = ['name', 'permissions', 'resources', 'allowIps', 'expires', 'lastUsed', 'created', 'actions'] as const;

const Resources = ({ token }: { token: ApiToken }) => {
    const translate = useTranslate();
    const { resources } = token;
    if (resources.kind === 'all') return <>{translate('apiTokens.resources.all')}</>;
    if (resources.kind === 'groups') return <>{translate('apiTokens.resources.groupCount', { smart_count: resources.groupIds.length })}</>;
    return <>{resources.domains.join(', ')}</>;
};

/** The account's tokens: what each may do and reach, from where, until when, and when it was last used. */
export const TokenTable = ({
    tokens,
    onRoll,
    onRevoke,
}: {
    tokens: ApiToken[];
    onRoll(token: ApiToken): Promise<unknown>;
    onRevoke(token: ApiToken): Promise<unknown>;
}) => {
    const translate = useTranslate();
    const now = new Date();
    return (
        <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="token-table">
                <TableHead>
                    <TableRow>
                        {COLUMNS.map(column => (
                            <TableCell key={column}>{translate(`apiTokens.columns.${column}`)}</TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {tokens.map(token => (
                        <TableRow key={token.id} data-testid="token-row">
                            <TableCell>
                                <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                                    {token.name}
                                </Typography>
                                <Box component="code" sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
                                    {token.prefix}…
                                </Box>
                            </TableCell>
                            <TableCell>
                                <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                                    {grantedAreas(token).map(([area, level]) => (
                                        <Chip
                                            key={area}
                                            size="small"
                                            variant="outlined"
                                            color={level === 'write' ? 'warning' : 'default'}
                                            label={`${translate(`apiTokens.areas.${area}`)} · ${translate(`apiTokens.levels.${level}`)}`}
                                        />
                                    ))}
                                </Stack>
                            </TableCell>
                            <TableCell>
                                <Resources token={token} />
                            </TableCell>
                            <TableCell sx={{ fontFamily: token.allowIps.length ? 'monospace' : undefined, fontSize: '0.8rem' }}>
                                {token.allowIps.length ? token.allowIps.join(', ') : translate('apiTokens.anyAddress')}
                            </TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                {!token.expiresAt ? (
                                    translate('apiTokens.noExpiry')
                                ) : new Date(token.expiresAt.replace(' ', 'T')) <= now ? (
                                    <Chip size="small" color="error" label={translate('apiTokens.expired')} />
                                ) : (
                                    token.expiresAt
                                )}
                            </TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                {token.lastUsedTime ? (
                                    <>
                                        {token.lastUsedTime}
                                        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontFamily: 'monospace' }}>
                                            {token.lastUsedIp}
                                        </Typography>
                                    </>
                                ) : (
                                    translate('apiTokens.never')
                                )}
                            </TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{token.createTime}</TableCell>
                            <TableCell>
                                <TokenActions token={token} onRoll={onRoll} onRevoke={onRevoke} />
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};
