import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { TextInput, useCreate, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { PtrZone } from '../../../data/ptrZones/api';
import { previewZoneName, validatePrefix } from './prefixField';
import { Form, SaveButton } from '../../../ui/singleFlight';

const ZonePreview = () => {
    const translate = useTranslate();
    const prefix: unknown = useWatch({ name: 'prefix' });
    const zone = previewZoneName(prefix);
    return (
        <Typography
            variant="body2"
            color={zone ? 'text.primary' : 'text.secondary'}
            sx={{ fontFamily: zone ? 'monospace' : undefined, wordBreak: 'break-all' }}
            data-testid="zone-preview"
            aria-live="polite"
        >
            {translate('ptr.zones.zonePreview', { zone: zone ?? '—' })}
        </Typography>
    );
};

/** The blocks the administrator assigned to the account (zones are made inside them only), and how a block is assigned. */
const AssignedBlocks = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<UserDataProvider>();
    const { data } = useQuery({ queryKey: ['ptrAssignedBlocks'], queryFn: () => dataProvider.getAssignedBlocks() });
    if (!data) return null;
    const blocks = data
        .map(({ block, remark }) => (remark ? translate('ptr.zones.blockWithRemark', { block, remark }) : block))
        .join(translate('ptr.zones.blockSeparator'));
    return (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="ptr-blocks">
            {data.length ? translate('ptr.zones.blocks', { blocks }) : translate('ptr.zones.noBlocks')}
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                {translate('ptr.zones.blocksHow')}
            </Box>
        </Alert>
    );
};

/** Adds a reverse zone from a prefix, showing the zone name it maps to as the user types. A refusal stays at the field. */
export const ZoneDialog = ({ onClose }: { onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [create] = useCreate<PtrZone>();

    const submit = async (values: FieldValues) => {
        try {
            const zone = (await create('ptrZone', { data: { prefix: String(values.prefix ?? '').trim() } }, { returnPromise: true })) as PtrZone | undefined;
            notify('ptr.zones.created', { type: 'success', messageArgs: { zone: zone?.zoneName ?? previewZoneName(values.prefix) ?? '' } });
        } catch (error) {
            return { prefix: (error as Error)?.message || 'http.failed' };
        }
        onClose();
        return undefined;
    };

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="ptr-zone-dialog-title">
            <DialogTitle id="ptr-zone-dialog-title">{translate('ptr.zones.addTitle')}</DialogTitle>
            <Form onSubmit={submit} record={{ prefix: '' }} mode="onSubmit" reValidateMode="onChange" noValidate>
                <DialogContent>
                    <AssignedBlocks />
                    <TextInput source="prefix" label="ptr.zones.prefix" helperText="ptr.zones.prefixHelp" validate={validatePrefix} autoFocus fullWidth />
                    <ZonePreview />
                </DialogContent>
                <DialogActions>
                    <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                    <SaveButton alwaysEnable />
                </DialogActions>
            </Form>
        </Dialog>
    );
};
