import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button as MuiButton, Card, CardContent, Typography } from '@mui/material';
import { Title, useCreate, useGetList, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadError, PageLoading } from '../../../ui/PageStates';
import { FormLeaveGuard } from '../../../ui/LeaveGuard';
import type { GtmTask } from '../../../data/gtmTasks/api';
import { GtmHistory } from './GtmHistory';
import { GtmStateChip } from './GtmStateChip';
import { userPaths } from '../../paths';
import { recordName } from './recordName';
import { gtmTaskProblems } from '../../../data/gtmTasks/rules';
import { NEW_RULE, taskToValues, valuesToTask, type GtmRuleValues } from './ruleForm';
import { RuleFields } from './RuleFields';
import { Form, SaveButton } from '../../../ui/singleFlight';
import { isShared, type Domain } from '../../../data/domains/api';

/** Enough for every domain of an account in the picker. */
const ALL_DOMAINS = 1000;

const RuleForm = ({ task, domains }: { task?: GtmTask; domains: ReadonlyArray<{ id: number; domain: string }> }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const [create] = useCreate<GtmTask>();
    const [update] = useUpdate<GtmTask>();

    const submit = async (values: Record<string, unknown>) => {
        const data = valuesToTask(values as unknown as GtmRuleValues, task?.id);
        try {
            if (task) await update('gtmTask', { id: task.id, data, previousData: task }, { returnPromise: true, mutationMode: 'pessimistic' });
            else await create('gtmTask', { data }, { returnPromise: true });
        } catch (error) {
            // the refusal stays in the form (what was typed is kept) and in a toast
            const message = (error as Error)?.message || 'http.failed';
            notify(message, { type: 'error' });
            return { domainId: message };
        }
        notify('gtm.rule.saved', { type: 'success' });
        navigate(userPaths.gtmTasks());
        return undefined;
    };

    return (
        <Form<GtmRuleValues>
            onSubmit={submit}
            record={task ? taskToValues(task) : NEW_RULE}
            validate={values => gtmTaskProblems(values)}
            mode="onSubmit"
            reValidateMode="onChange"
            noValidate
        >
            <FormLeaveGuard />
            <CardContent>
                {domains.length === 0 && !task ? <Alert severity="warning">{translate('gtm.rule.noDomain')}</Alert> : null}
                <RuleFields
                    domains={task && !domains.some(domain => domain.id === task.domainId) ? [...domains, { id: task.domainId, domain: task.domain }] : domains}
                />
                <Box sx={{ mt: 2 }}>
                    <SaveButton alwaysEnable />
                </Box>
            </CardContent>
        </Form>
    );
};

const Back = () => {
    const translate = useTranslate();
    return (
        <MuiButton component={Link} to={userPaths.gtmTasks()} startIcon={<ArrowBack />} data-testid="gtm-back" sx={{ mt: 1 }}>
            {translate('gtm.rule.back')}
        </MuiButton>
    );
};

/** /a-monitor/gtm/rule?id=: a task's rule (or a new task without id), and below it the task's switch history. */
export const GtmRulePage = () => {
    const translate = useTranslate();
    const [search] = useSearchParams();
    const raw = search.get('id');
    const id = raw === null ? undefined : Number(raw);
    const editing = id !== undefined;
    const valid = !editing || (Number.isInteger(id) && id > 0);
    const task = useGetOne<GtmTask>('gtmTask', { id: id ?? 0 }, { enabled: editing && valid });
    const domains = useGetList<Domain>('domain', { pagination: { page: 1, perPage: ALL_DOMAINS } });
    const title = task.data ? translate('gtm.rule.editTitle', { name: recordName(task.data) }) : translate('gtm.rule.addTitle');

    const body = () => {
        if (!valid) return <LoadError error={new Error(translate('gtm.rule.notFound'))} />;
        if ((editing && task.isPending) || domains.isPending) return <PageLoading />;
        if (editing && task.error) return <LoadError error={task.error} onRetry={() => void task.refetch()} />;
        if (domains.error) return <LoadError error={domains.error} onRetry={() => void domains.refetch()} />;
        return (
            <RuleForm
                task={task.data}
                domains={(domains.data ?? []).filter(domain => !isShared(domain)).map(({ id: domainId, domain }) => ({ id: domainId, domain }))}
            />
        );
    };

    return (
        <Box sx={{ width: '100%', pb: 2 }}>
            <Title title={title} />
            <Back />
            <Card variant="outlined" sx={{ mt: 1 }}>
                <CardContent sx={{ pb: 0, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-all' }}>
                        {title}
                    </Typography>
                    {task.data ? <GtmStateChip state={task.data.state} /> : null}
                </CardContent>
                {body()}
            </Card>
            {editing && valid && task.data ? (
                <Card variant="outlined" sx={{ mt: 2 }}>
                    <CardContent>
                        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                            {translate('gtm.historyTitle')}
                        </Typography>
                        <GtmHistory taskId={task.data.id} />
                    </CardContent>
                </Card>
            ) : null}
        </Box>
    );
};
