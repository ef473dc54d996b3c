import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { TemplateSummary } from '../../../data/quickSetup/api';
import { LoadError, PageLoading } from '../../../ui/PageStates';
import type { UserDataProvider } from '../../dataProvider';
import { ApplyChangeSetDialog } from '../changeSets/ApplyChangeSetDialog';
import { BUILDERS } from './builders';
import { formVariables, hostFieldProblem, TemplateForm, type TemplateFormValues } from './TemplateForm';
import { TemplateGallery } from './TemplateGallery';
import { serviceLabel, useTemplatePreview, type TemplateRequest } from './templateChange';

const titleId = 'quick-setup-title';

/**
 * Quick setup of one domain: the gallery of the backend's templates, then the chosen one's form, then the change set
 * it makes on the zone in the shared preview and apply (one history entry named after the service, revertible).
 */
export const QuickSetupDialog = ({ domain, onClose }: { domain: { id: number; domain: string }; onClose: () => void }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
    const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const [picked, setPicked] = useState<TemplateSummary>();
    const [values, setValues] = useState<TemplateFormValues>({ fields: {}, groups: [], host: '' });
    const [request, setRequest] = useState<TemplateRequest>();

    const list = useQuery({ queryKey: ['quickSetup', 'list'], queryFn: () => dataProvider.listTemplates() });
    const template = useQuery({
        queryKey: ['quickSetup', 'info', picked?.providerId, picked?.serviceId],
        queryFn: () => dataProvider.getTemplate(picked!.providerId, picked!.serviceId),
        enabled: Boolean(picked),
    });
    const builder = picked ? BUILDERS[picked.serviceId] : undefined;
    const { preview, isPending, error, refetch } = useTemplatePreview(request);

    const pick = (summary: TemplateSummary) => {
        setPicked(summary);
        setValues({ fields: BUILDERS[summary.serviceId]?.defaults() ?? {}, groups: [], host: '' });
    };
    const form = template.data ? formVariables(template.data, builder, values) : undefined;
    const ready = template.data !== undefined && Boolean(form?.valid) && !hostFieldProblem(template.data, values.host, domain.domain);

    if (preview && 'set' in preview)
        return (
            <ApplyChangeSetDialog
                set={preview.set}
                refusals={preview.refused}
                warnings={preview.warnings}
                title={translate('quickSetup.applyTitle', { service: preview.set.comment })}
                onClose={outcome => (outcome?.applied.length ? onClose() : setRequest(undefined))}
            />
        );

    const content = () => {
        if (request) {
            if (isPending) return <PageLoading />;
            if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
            if (preview && 'refusal' in preview)
                return <Alert severity="error">{translate(`quickSetup.refusals.${preview.refusal.reason}`, preview.refusal.args)}</Alert>;
            return (
                <Alert severity="success" data-testid="quick-setup-nothing">
                    {translate('quickSetup.nothing')}
                </Alert>
            );
        }
        if (picked) {
            if (template.isPending) return <PageLoading />;
            if (template.error) return <LoadError error={template.error} onRetry={() => void template.refetch()} />;
            return <TemplateForm template={template.data} builder={builder} domain={domain.domain} values={values} onChange={setValues} />;
        }
        if (list.isPending) return <PageLoading />;
        if (list.error) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
        return <TemplateGallery templates={list.data} onPick={pick} />;
    };

    return (
        <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId} data-testid="quick-setup">
            <DialogTitle id={titleId}>{picked ? serviceLabel(translate, picked) : translate('quickSetup.title')}</DialogTitle>
            <DialogContent dividers>{content()}</DialogContent>
            <DialogActions>
                {picked ? <Button onClick={() => (request ? setRequest(undefined) : setPicked(undefined))}>{translate('quickSetup.back')}</Button> : null}
                <Button onClick={onClose}>{translate('quickSetup.cancel')}</Button>
                {picked && !request && template.data ? (
                    <Button
                        variant="contained"
                        disabled={!ready}
                        onClick={() =>
                            form &&
                            setRequest({
                                domain,
                                template: template.data,
                                host: values.host.trim().toLowerCase().replace(/^@$/, ''),
                                variables: form.variables,
                                groups: values.groups,
                                flow: 'console',
                            })
                        }
                    >
                        {translate('quickSetup.preview')}
                    </Button>
                ) : null}
            </DialogActions>
        </Dialog>
    );
};
