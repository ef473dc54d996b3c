import { Alert, Box, Button, Divider, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, RadioButtonGroupInput, required, SelectInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { Link, matchPath, useNavigate } from 'react-router-dom';
import type { UserDataProvider } from '../../dataProvider';
import { formatYuan } from '../../../format/money';
import type { SslApplied, SslGoods } from '../../../data/sslOrders/api';
import { KEY_ALGORITHMS, needsCompany, SSL_METHODS } from '../../../data/sslOrders/codes';
import { generateCsr } from './csr';
import { parseCertDomains, validateCertDomains, validateCsr } from '../../../data/sslOrders/validation';
import { initialApplyValues, toApplication, type ApplyValues } from './applyForm';
import { KeyDialog } from './KeyDialog';
import { RecordPreview } from './RecordPreview';
import { useSslProfiles } from '../info/useSslProfiles';
import { USER_PATTERNS, userPaths } from '../../paths';

/** Where the user goes after submitting: the payment order, or the free order's validation. */
const nextPath = (applied: SslApplied): string =>
    applied.orderId ? userPaths.paymentOrder(applied.orderId) : userPaths.sslApply({ orderId: applied.sslOrderId });

const CsrFields = () => {
    const translate = useTranslate();
    const source = useWatch({ name: 'csrSource' }) as ApplyValues['csrSource'];
    return (
        <>
            <RadioButtonGroupInput
                source="csrSource"
                label="ssl.apply.csr"
                choices={[
                    { id: 'browser', name: 'ssl.apply.csrBrowser' },
                    { id: 'pasted', name: 'ssl.apply.csrPasted' },
                ]}
            />
            {source === 'browser' ? (
                <>
                    <SelectInput
                        source="keyAlgorithm"
                        label="ssl.apply.algorithm"
                        choices={KEY_ALGORITHMS.map(id => ({ id, name: `ssl.apply.algorithms.${id}` }))}
                        validate={required()}
                        sx={{ maxWidth: 240 }}
                    />
                    <Alert severity="info" sx={{ mb: 2 }}>
                        {translate('ssl.apply.browserHint')}
                    </Alert>
                </>
            ) : (
                <TextInput
                    source="csr"
                    label="ssl.apply.csr"
                    multiline
                    minRows={4}
                    helperText="ssl.apply.pasteHint"
                    validate={[required(), validateCsr]}
                    sx={{ '& textarea': { fontFamily: 'monospace' } }}
                />
            )}
        </>
    );
};

const ProfileSelect = ({ kind, mandatory }: { kind: 'contact' | 'company'; mandatory: boolean }) => {
    const translate = useTranslate();
    const profiles = useSslProfiles(kind);
    const rows = profiles.data?.data ?? [];
    const label = kind === 'contact' ? 'ssl.apply.contact' : mandatory ? 'ssl.apply.company' : 'ssl.apply.companyOptional';
    const requiredKey = kind === 'contact' ? 'ssl.validation.contactRequired' : 'ssl.validation.companyRequired';
    return (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <SelectInput
                source={`${kind}Id`}
                label={label}
                choices={rows.map(row => ({ id: row.id, name: row.name }))}
                isPending={profiles.isPending}
                validate={mandatory ? required(requiredKey) : undefined}
                emptyText={mandatory ? undefined : ' '}
                sx={{ minWidth: 240 }}
                helperText={!profiles.isPending && rows.length === 0 ? translate(kind === 'contact' ? 'ssl.apply.noContacts' : 'ssl.apply.noCompanies') : false}
            />
            {/* a new tab keeps what is typed here; the profiles are read again when this tab is back in focus */}
            <MuiLink component={Link} to={userPaths.sslInfo(kind)} target="_blank" rel="noopener" variant="body2" sx={{ pt: { sm: 2 }, whiteSpace: 'nowrap' }}>
                {translate('ssl.apply.manageProfiles')}
            </MuiLink>
        </Stack>
    );
};

/** The apply form for one product: names, validation method, CSR, profiles; submits, then pays or validates. */
export const ApplyForm = ({ goods }: { goods: SslGoods }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const navigate = useNavigate();
    const provider = useDataProvider<UserDataProvider>();
    const [keyOffer, setKeyOffer] = useState<{ domain: string; privateKey: string; next: string }>();
    const rule = { type: goods.type, maxDomains: goods.maxDomains };
    const submit = useMutation({
        mutationFn: async (values: ApplyValues) => {
            const domains = parseCertDomains(values.domains);
            const made = values.csrSource === 'browser' ? await generateCsr(domains, values.keyAlgorithm) : undefined;
            const applied = await provider.applySsl(toApplication(goods, values, made?.csr ?? values.csr));
            return { applied, made, domain: domains[0] };
        },
        onSuccess: ({ applied, made, domain }) => {
            if (!applied.orderId) notify('ssl.apply.submittedFree', { type: 'success' });
            if (!made) return navigate(nextPath(applied));
            // the key stays in this component's memory only: offered once, gone with the page
            setKeyOffer({ domain, privateKey: made.privateKey, next: nextPath(applied) });
        },
        onError: error => notify(error.message || 'http.failed', { type: 'error' }),
    });
    const domainHelp =
        goods.type === 'multi'
            ? translate('ssl.apply.domainsMulti', { max: goods.maxDomains })
            : translate(goods.type === 'dvWildcard' ? 'ssl.apply.domainsWildcard' : 'ssl.apply.domainsSingle');
    return (
        <Form defaultValues={initialApplyValues()} onSubmit={(values: FieldValues) => submit.mutate(values as ApplyValues)} noValidate>
            <Stack spacing={1} sx={{ p: 2, maxWidth: 720 }}>
                <TextInput
                    source="domains"
                    label="ssl.apply.domains"
                    multiline={goods.type === 'multi'}
                    minRows={goods.type === 'multi' ? 3 : undefined}
                    helperText={domainHelp}
                    validate={[required('ssl.validation.domainsRequired'), validateCertDomains(rule)]}
                />
                <RadioButtonGroupInput source="method" label="ssl.apply.method" choices={SSL_METHODS.map(id => ({ id, name: `ssl.method.${id}` }))} />
                <RecordPreview free={goods.free} />
                <Divider sx={{ my: 1 }} />
                <CsrFields />
                <Divider sx={{ my: 1 }} />
                <ProfileSelect kind="contact" mandatory />
                <ProfileSelect kind="company" mandatory={needsCompany(goods.type)} />
                <Divider sx={{ my: 1 }} />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                    {goods.free ? null : (
                        <Typography variant="h6" component="p" data-testid="ssl-total">
                            {translate('ssl.apply.total', { amount: formatYuan(goods.price) })}
                        </Typography>
                    )}
                    <Box>
                        <Button type="submit" variant="contained" disabled={submit.isPending}>
                            {submit.isPending ? translate('ssl.apply.generating') : translate(goods.free ? 'ssl.apply.submitFree' : 'ssl.apply.submitPaid')}
                        </Button>
                    </Box>
                </Stack>
            </Stack>
            {keyOffer ? (
                <KeyDialog
                    open
                    domain={keyOffer.domain}
                    privateKey={keyOffer.privateKey}
                    next={matchPath(USER_PATTERNS.paymentOrder, keyOffer.next) ? 'ssl.apply.continuePay' : 'ssl.apply.continueOrders'}
                    onNext={() => navigate(keyOffer.next)}
                />
            ) : null}
        </Form>
    );
};
