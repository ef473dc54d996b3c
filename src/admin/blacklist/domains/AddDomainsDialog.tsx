import AddIcon from '@mui/icons-material/Add';
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { Button, maxLength, required, TextInput, useCreate, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { domainListValidator, parseDomainList } from '../../../validation/domainList';
import { BLACKLIST_LIMITS, type BlackDomainDraft } from '../../../data/blackDomains/types';
import { readExpiry } from '../../../data/blackDomains/expiry';
import { Form, SaveButton } from '../../../ui/singleFlight';
import { DialogCancelButton } from '../../../ui/DialogCancelButton';

const RESOURCE = 'blackDomain';
const validateDomains = [required(), domainListValidator({ max: BLACKLIST_LIMITS.domainsPerAdd })];
const validateRemark = maxLength(BLACKLIST_LIMITS.remarkMax);
/** Optional; when given, a future time (data/blackDomains/expiry.ts). */
const validateExpiry = (value: unknown) => (readExpiry(typeof value === 'string' ? value : '') === 'bad' ? 'csvImport.expires' : undefined);

/** How many domains the textarea holds so far. */
const DomainCount = () => {
    const translate = useTranslate();
    const text = useWatch<BlackDomainDraft, 'domains'>({ name: 'domains' });
    const count = parseDomainList(text).domains.length;
    return count ? (
        <Typography variant="caption" color="text.secondary" aria-live="polite">
            {translate('blacklist.dialog.counted', { smart_count: count })}
        </Typography>
    ) : null;
};

/**
 * Adds many blocked domains at once: one per line, checked at the field with the domain-list rule (the first
 * bad or repeated line is named). A refusal from the server (e.g. domains already listed) shows its msg at the
 * field and keeps what was typed.
 */
export const AddDomainsButton = () => {
    const [open, setOpen] = useState(false);
    const translate = useTranslate();
    const notify = useNotify();
    const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const [create] = useCreate();
    const close = () => setOpen(false);

    const save = async (values: Partial<BlackDomainDraft>) => {
        try {
            const expireTime = readExpiry(values.expireTime ?? '');
            await create(
                RESOURCE,
                { data: { domains: values.domains ?? '', remark: values.remark ?? '', expireTime: expireTime === 'bad' ? '' : expireTime } },
                { returnPromise: true },
            );
        } catch (error) {
            const message = (error as Error)?.message || 'http.failed';
            notify(message, { type: 'error' });
            return { domains: message };
        }
        notify('common.done.added', { type: 'success' });
        close();
        return undefined;
    };

    const titleId = 'black-domains-dialog-title';
    return (
        <>
            <Button label="blacklist.domains.add" onClick={() => setOpen(true)} variant="contained">
                <AddIcon />
            </Button>
            <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
                {open ? (
                    <Form<BlackDomainDraft>
                        defaultValues={{ domains: '', remark: '', expireTime: '' }}
                        onSubmit={save}
                        resource={RESOURCE}
                        sanitizeEmptyValues={false}
                    >
                        <DialogTitle id={titleId}>{translate('blacklist.dialog.title')}</DialogTitle>
                        <DialogContent sx={{ pb: 0 }}>
                            <TextInput
                                source="domains"
                                label="blacklist.dialog.domains"
                                multiline
                                minRows={6}
                                maxRows={14}
                                validate={validateDomains}
                                helperText={translate('blacklist.dialog.domainsHelp', { max: BLACKLIST_LIMITS.domainsPerAdd })}
                                slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
                                autoFocus
                            />
                            <DomainCount />
                            <TextInput source="remark" label="blacklist.dialog.remark" validate={validateRemark} />
                            <TextInput
                                source="expireTime"
                                label="blacklistTransfer.expires"
                                type="datetime-local"
                                validate={validateExpiry}
                                helperText="blacklistTransfer.expiresHelp"
                                slotProps={{ inputLabel: { shrink: true } }}
                            />
                        </DialogContent>
                        <DialogActions sx={{ px: 3, pb: 2 }}>
                            <DialogCancelButton label="blacklist.dialog.cancel" onClick={close} />
                            <SaveButton label="blacklist.dialog.save" icon={<AddIcon />} alwaysEnable />
                        </DialogActions>
                    </Form>
                ) : null}
            </Dialog>
        </>
    );
};
