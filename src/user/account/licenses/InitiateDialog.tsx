import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Button } from '@mui/material';
import {
    AutocompleteInput,
    RadioButtonGroupInput,
    ReferenceInput,
    required,
    TextInput,
    useDataProvider,
    useNotify,
    useRefresh,
    useTranslate,
} from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import type { NewDomainLicense } from '../../../data/domainLicenses/api';
import { LICENSE_RIGHTS, LICENSE_RIGHTS_NAMES } from '../../../data/domainLicenses/rights';
import { Form, SaveButton, useMutation } from '../../../ui/singleFlight';

const validateDomain = required('domainLicense.form.domainRequired');
const validateAccount = [required('domainLicense.form.accountRequired')];

/** The domain picker searches the user's domains on the server (there may be hundreds). */
const rightsChoices = LICENSE_RIGHTS_NAMES.map(name => ({ id: LICENSE_RIGHTS[name], name: `licenseRights.choice.${name}` }));
const defaults = { rights: LICENSE_RIGHTS.records };

const domainQuery = (search: string) => ({ domain: search.trim() });

/**
 * Shares one of my domains with another account (by its username, mail or mobile). A refusal (unknown account,
 * oneself, already shared) shows the server's msg and keeps what was typed.
 */
export const InitiateDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const dataProvider = useDataProvider<UserDataProvider>();
    const mutation = useMutation({
        mutationFn: (values: NewDomainLicense) => dataProvider.saveDomainLicense(values),
        onSuccess: () => {
            notify('domainLicense.done.create', { type: 'success' });
            onClose();
            refresh();
        },
        onError: (error: Error) => notify(error.message || 'http.failed', { type: 'error' }),
    });
    return (
        <Dialog open={open} onClose={mutation.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="license-dialog-title">
            <Form
                onSubmit={(values: Record<string, unknown>) => mutation.mutate(values as unknown as NewDomainLicense)}
                sanitizeEmptyValues={false}
                defaultValues={defaults}
            >
                <DialogTitle id="license-dialog-title">{translate('domainLicense.form.title')}</DialogTitle>
                <DialogContent>
                    <DialogContentText variant="body2" sx={{ mb: 2 }}>
                        {translate('domainLicense.form.intro')}
                    </DialogContentText>
                    <ReferenceInput source="domainId" reference="domain" sort={{ field: 'createTime', order: 'DESC' }} perPage={20}>
                        <AutocompleteInput
                            label="domainLicense.form.domain"
                            optionText="domain"
                            filterToQuery={domainQuery}
                            validate={validateDomain}
                            helperText={false}
                            fullWidth
                        />
                    </ReferenceInput>
                    <TextInput
                        source="account"
                        label="domainLicense.form.account"
                        helperText="domainLicense.form.accountHelp"
                        validate={validateAccount}
                        autoComplete="off"
                        fullWidth
                    />
                    <RadioButtonGroupInput source="rights" label="licenseRights.label" choices={rightsChoices} helperText={false} row={false} />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose} disabled={mutation.isPending}>
                        {translate('ra.action.cancel')}
                    </Button>
                    <SaveButton label="domainLicense.form.submit" icon={<></>} alwaysEnable disabled={mutation.isPending} />
                </DialogActions>
            </Form>
        </Dialog>
    );
};
