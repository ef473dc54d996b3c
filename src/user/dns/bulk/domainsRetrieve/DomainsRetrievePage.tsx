import Key from '@mui/icons-material/Key';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { Alert, Button, CardContent, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../../dataProvider';
import { PageCard } from '../../../../ui/PageCard';
import type { RetrieveChallenge } from '../../../../data/bulkDomains/api';
import { ChallengeTable } from '../domains/ChallengeTable';
import { DomainListInput } from '../domains/DomainListInput';
import { listedDomains, type ListedDomain } from '../domains/domainListRule';
import { useBulkDomainJob } from '../domains/useBulkDomainJob';
import { BulkJobPanel } from '../jobs/BulkJobPanel';
import { Form, SaveButton, useMutation } from '../../../../ui/singleFlight';

interface Values {
    domains: string;
}

/**
 * /dns/domain/bulk/domainsRetrieve: for domains another account holds. The pasted list (the same rule as the
 * bulk add) gets one TXT record per domain to add at its DNS provider (copy buttons); "verify" then runs a bulk
 * job whose report names the domains not verified yet, which can be verified again.
 */
export const DomainsRetrievePage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const dataProvider = useDataProvider<UserDataProvider>();
    const { run, start, cancel, reset } = useBulkDomainJob();
    const [listed, setListed] = useState<ListedDomain[]>([]);
    const challenge = useMutation<RetrieveChallenge[], Error, ListedDomain[]>({
        mutationFn: items => dataProvider.getRetrieveChallenges(items.map(item => item.domain)),
    });
    const challenges = challenge.data;
    const verifiable = listed.filter((_, index) => challenges?.[index] && challenges[index].refusal === undefined);
    const running = run?.step === 'running';

    const submit = async (values: Partial<Values>) => {
        const items = listedDomains(values.domains ?? '');
        reset();
        setListed(items);
        try {
            await challenge.mutateAsync(items);
        } catch (error) {
            const message = error instanceof Error && error.message ? error.message : 'http.failed';
            notify(message, { type: 'error' });
            return { domains: message };
        }
        return undefined;
    };

    const verify = (items: readonly ListedDomain[]) =>
        start('domainsRetrieve', translate('bulkDomains.retrieve.jobTitle', { count: items.length }), items, (domains, jobId) =>
            dataProvider.verifyRetrieve({ jobId, domains }),
        );

    return (
        <PageCard title="bulkDomains.retrieve.title" intro="bulkDomains.retrieve.intro" pageTitle={false}>
            <CardContent>
                <Form<Values> defaultValues={{ domains: '' }} onSubmit={submit} sanitizeEmptyValues={false}>
                    <Stack spacing={1} sx={{ maxWidth: 720 }}>
                        <DomainListInput disabled={running} />
                        <div>
                            <SaveButton label="bulkDomains.retrieve.challenge" icon={<Key />} alwaysEnable disabled={running} />
                        </div>
                    </Stack>
                </Form>
                {challenges ? (
                    <Stack spacing={1.5} sx={{ mt: 2, maxWidth: 960 }} data-testid="challenges">
                        <Alert severity="info">{translate('bulkDomains.retrieve.step')}</Alert>
                        <ChallengeTable challenges={challenges} />
                        {verifiable.length ? (
                            <div>
                                <Button variant="contained" startIcon={<VerifiedUser />} disabled={running} onClick={() => void verify(verifiable)}>
                                    {translate('bulkDomains.retrieve.verify', { smart_count: verifiable.length })}
                                </Button>
                            </div>
                        ) : (
                            <Alert severity="warning">{translate('bulkDomains.retrieve.none')}</Alert>
                        )}
                        <BulkJobPanel run={run} onCancel={cancel} onRetryRefused={outcome => void verify(outcome.refused.map(({ item }) => item))} />
                    </Stack>
                ) : null}
            </CardContent>
        </PageCard>
    );
};
