import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../../../ui/CopyButton';
import type { RetrieveChallenge } from '../../../../data/bulkDomains/api';

const mono = { fontFamily: 'monospace', wordBreak: 'break-all' } as const;

/** The TXT record to add for each domain (host and value with copy buttons), or why it cannot be retrieved. */
export const ChallengeTable = ({ challenges }: { challenges: readonly RetrieveChallenge[] }) => {
    const translate = useTranslate();
    return (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-label={translate('bulkDomains.retrieve.challenge')}>
                <TableHead>
                    <TableRow>
                        <TableCell>{translate('bulkDomains.retrieve.domain')}</TableCell>
                        <TableCell>{translate('bulkDomains.retrieve.host')}</TableCell>
                        <TableCell>{translate('bulkDomains.retrieve.type')}</TableCell>
                        <TableCell>{translate('bulkDomains.retrieve.value')}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {challenges.map(challenge => (
                        <TableRow key={challenge.domain} data-testid="challenge-row">
                            <TableCell sx={{ wordBreak: 'break-all' }}>{challenge.domain}</TableCell>
                            {challenge.refusal !== undefined ? (
                                <TableCell colSpan={3}>
                                    <Typography variant="body2" color="error">
                                        {translate(challenge.refusal || 'bulkDomains.retrieve.refused', { _: challenge.refusal })}
                                    </Typography>
                                </TableCell>
                            ) : (
                                <>
                                    <TableCell sx={mono}>
                                        {challenge.host}
                                        <CopyButton
                                            text={challenge.host ?? ''}
                                            label={translate('bulkDomains.retrieve.copyHost', { domain: challenge.domain })}
                                        />
                                    </TableCell>
                                    <TableCell>TXT</TableCell>
                                    <TableCell sx={mono}>
                                        {challenge.value}
                                        <CopyButton
                                            text={challenge.value ?? ''}
                                            label={translate('bulkDomains.retrieve.copyValue', { domain: challenge.domain })}
                                        />
                                    </TableCell>
                                </>
                            )}
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </TableContainer>
    );
};
