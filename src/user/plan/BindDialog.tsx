import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Domain } from '../../data/domains/api';
import type { Plan } from '../../data/plans/api';
import { FreeDomainPicker } from './FreeDomainPicker';
import { usePlanAction } from './usePlanAction';
import { useProductName } from '../../ui/productName';

/** Binds an unused plan to one of the user's domains without a plan in use. */
export const BindDialog = ({ plan, onClose }: { plan: Plan; onClose(): void }) => {
    const translate = useTranslate();
    const productName = useProductName();
    const [domain, setDomain] = useState<Domain | null>(null);
    const [tried, setTried] = useState(false);
    const bind = usePlanAction(
        (provider, chosen: Domain) => provider.bindPlan(plan.id, chosen.id),
        chosen => ['plans.bind.done', { domain: chosen.domain }],
    );
    const submit = () => {
        setTried(true);
        if (domain) bind.mutate(domain, { onSuccess: onClose });
    };
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bind-title">
            <DialogTitle id="bind-title">{translate('plans.bind.title', { name: productName(plan.productName) })}</DialogTitle>
            <DialogContent>
                <Box sx={{ mt: 1 }}>
                    <FreeDomainPicker
                        autoFocus
                        value={domain}
                        onChange={setDomain}
                        label={translate('plans.bind.domain')}
                        error={tried && !domain}
                        helperText={tried && !domain ? translate('plans.bind.required') : translate('plans.bind.help')}
                    />
                </Box>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                <Button variant="contained" onClick={submit} disabled={bind.isPending}>
                    {translate('plans.bind.submit')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
