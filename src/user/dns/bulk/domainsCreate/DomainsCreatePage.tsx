import AddIcon from '@mui/icons-material/Add';
import { CardContent, Stack } from '@mui/material';
import { useState } from 'react';
import { SelectInput, useDataProvider, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../../dataProvider';
import { PageCard } from '../../../../ui/PageCard';
import { FormLeaveGuard } from '../../../../ui/LeaveGuard';
import { BULK_DOMAIN_LIMIT } from '../../../../config/constants';
import { DomainListInput } from '../domains/DomainListInput';
import type { ListedDomain } from '../domains/domainListRule';
import { useBulkDomainJob } from '../domains/useBulkDomainJob';
import { BulkJobPanel } from '../jobs/BulkJobPanel';
import { useDomainGroups } from '../../../../data/domainGroups/useDomainGroups';
import { Form, SaveButton } from '../../../../ui/singleFlight';
import { LineProblemList } from '../../../../ui/LineProblemList';
import { newDomainProblems, newDomains, validateNewDomains } from './newDomainList';
import { ReadLines } from './ReadLines';

interface Values {
    domains: string;
    groupId: number | '';
}

/**
 * /dns/domain/bulk/domainsCreate: up to 500 domains pasted one per line, read as the add dialog reads a name
 * (checked at the field, every bad or repeated line named with its number; what is read otherwise than typed is said), an optional group, then a bulk job with progress and cancel, and the report: the
 * refused domains with the server's reason, retried in one click. What was typed stays in the form.
 */
export const DomainsCreatePage = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
    const { groups, isPending: groupsPending } = useDomainGroups();
    const { run, start, cancel, reset } = useBulkDomainJob();
    const [formKey, setFormKey] = useState(0);
    const [groupId, setGroupId] = useState(0);
    const running = run?.step === 'running';

    const send = (items: readonly ListedDomain[], group: number) => {
        const name = groups.find(row => row.id === group)?.name;
        const title = name
            ? translate('bulkDomains.create.jobTitleGroup', { count: items.length, group: name })
            : translate('bulkDomains.create.jobTitle', { count: items.length });
        return start('domainsCreate', title, items, (domains, jobId) => dataProvider.addBulkDomains({ jobId, domains, groupId: group }));
    };

    const submit = async (values: Partial<Values>) => {
        const group = Number(values.groupId) || 0;
        setGroupId(group);
        await send(newDomains(values.domains ?? ''), group);
    };

    const startOver = () => {
        reset();
        setFormKey(key => key + 1);
    };

    return (
        <PageCard title="bulkDomains.create.title" intro={translate('bulkDomains.create.intro', { max: BULK_DOMAIN_LIMIT })} pageTitle={false}>
            <CardContent>
                <Form<Values> key={formKey} defaultValues={{ domains: '', groupId: '' }} onSubmit={submit} sanitizeEmptyValues={false}>
                    {run ? null : <FormLeaveGuard />}
                    <Stack spacing={1} sx={{ maxWidth: 720 }}>
                        <DomainListInput disabled={running} validate={validateNewDomains}>
                            <LineProblemList source="domains" problemsOf={newDomainProblems} />
                            <ReadLines source="domains" />
                        </DomainListInput>
                        <SelectInput
                            source="groupId"
                            label="bulkDomains.create.group"
                            choices={groups}
                            optionText="name"
                            optionValue="id"
                            emptyText="bulkDomains.create.noGroup"
                            isPending={groupsPending}
                            disabled={running}
                            sx={{ maxWidth: 320 }}
                        />
                        <div>
                            <SaveButton label="bulkDomains.create.submit" icon={<AddIcon />} alwaysEnable disabled={running} />
                        </div>
                    </Stack>
                </Form>
                <Stack sx={{ mt: 2, maxWidth: 960 }}>
                    <BulkJobPanel
                        run={run}
                        onCancel={cancel}
                        onRetryRefused={outcome =>
                            void send(
                                outcome.refused.map(({ item }) => item),
                                groupId,
                            )
                        }
                        onDone={startOver}
                    />
                </Stack>
            </CardContent>
        </PageCard>
    );
};
