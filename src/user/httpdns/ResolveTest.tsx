import { Alert, Box, Button, CardContent, Chip, Stack, Table, TableBody, TableCell, TableRow, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../dataProvider';
import { PageCard } from '../../ui/PageCard';
import type { IpArea, ResolveAnswer } from '../../data/httpdnsDomains/api';
import { checkClientIp } from './validation';
import { useMutation } from '../../ui/singleFlight';

interface Outcome {
    answer: ResolveAnswer;
    client: IpArea;
}

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
    <TableRow>
        <TableCell component="th" scope="row" sx={{ width: { sm: 160 }, color: 'text.secondary', verticalAlign: 'top' }}>
            {label}
        </TableCell>
        <TableCell sx={{ overflowWrap: 'anywhere' }}>{children}</TableCell>
    </TableRow>
);

const Answer = ({ outcome }: { outcome: Outcome }) => {
    const translate = useTranslate();
    const { answer, client } = outcome;
    return (
        <Box data-testid="resolve-answer" sx={{ mt: 2 }}>
            {answer.ips.length === 0 ? (
                <Alert severity="info" sx={{ mb: 1 }}>
                    {translate('httpdns.test.noRecord')}
                </Alert>
            ) : null}
            <Table size="small" aria-label={translate('httpdns.test.answer')}>
                <TableBody>
                    <Row label={translate('httpdns.test.records')}>
                        <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                            {answer.ips.map(ip => (
                                <Chip key={ip} size="small" label={ip} sx={{ fontFamily: 'monospace' }} />
                            ))}
                            {answer.ips.length === 0 ? '-' : null}
                        </Stack>
                    </Row>
                    <Row label={translate('httpdns.test.type')}>{answer.type}</Row>
                    <Row label={translate('httpdns.test.ttl')}>{answer.ips.length ? translate('httpdns.test.seconds', { ttl: answer.ttl }) : '-'}</Row>
                    <Row label={translate('httpdns.test.line')}>{answer.line || '-'}</Row>
                    <Row label={translate('httpdns.test.client')}>
                        <Box component="span" sx={{ fontFamily: 'monospace' }} data-testid="resolve-client-ip">
                            {client.ip}
                        </Box>
                    </Row>
                    <Row label={translate('httpdns.test.area')}>{client.area || '-'}</Row>
                    <Row label={translate('httpdns.test.isp')}>{client.isp || '-'}</Row>
                </TableBody>
            </Table>
        </Box>
    );
};

/**
 * The resolution test of one HTTPDNS domain: a client IP in (empty = the user's own), the answer (addresses, TTL,
 * type, line) and the client's area out. The area comes from the known IP area call, the answer from the
 * designed resolve call (asked for the area's address, so both agree).
 */
export const ResolveTest = ({ domain }: { domain: string }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
    const [ip, setIp] = useState('');
    const [touched, setTouched] = useState(false);
    const ipError = touched ? checkClientIp(ip) : undefined;
    const test = useMutation({
        mutationFn: async (clientIp: string): Promise<Outcome> => {
            const client = await dataProvider.getIpArea(clientIp);
            const answer = await dataProvider.resolveHttpdns({ domain, ip: client.ip || clientIp });
            return { answer, client };
        },
    });
    const submit = (event: FormEvent) => {
        event.preventDefault();
        setTouched(true);
        if (checkClientIp(ip)) return;
        test.mutate(ip.trim());
    };
    return (
        <PageCard title="httpdns.test.title" intro="httpdns.test.intro" pageTitle={false}>
            <CardContent>
                <Stack
                    component="form"
                    noValidate
                    onSubmit={submit}
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1.5}
                    sx={{ alignItems: { sm: 'flex-start' } }}
                >
                    <TextField
                        size="small"
                        label={translate('httpdns.test.domain')}
                        value={domain}
                        slotProps={{ htmlInput: { readOnly: true } }}
                        sx={{ minWidth: 220 }}
                    />
                    <TextField
                        size="small"
                        label={translate('httpdns.test.ip')}
                        placeholder={translate('httpdns.test.myIp')}
                        value={ip}
                        onChange={event => setIp(event.target.value)}
                        onBlur={() => setTouched(true)}
                        error={!!ipError}
                        helperText={translate(ipError ?? 'httpdns.test.ipHelp')}
                        sx={{ minWidth: 260 }}
                        slotProps={{ htmlInput: { 'data-testid': 'resolve-ip' } }}
                    />
                    <Button
                        type="submit"
                        variant="contained"
                        loading={test.isPending}
                        sx={{ alignSelf: { xs: 'flex-start', sm: 'flex-start' }, mt: { sm: '2px' } }}
                    >
                        {translate('httpdns.test.run')}
                    </Button>
                </Stack>
                {test.error ? (
                    <Alert severity="error" sx={{ mt: 2 }}>
                        {translate(test.error.message, { _: test.error.message })}
                    </Alert>
                ) : null}
                {test.data && !test.isPending ? <Answer outcome={test.data} /> : null}
            </CardContent>
        </PageCard>
    );
};
