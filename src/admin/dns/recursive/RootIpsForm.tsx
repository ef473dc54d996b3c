import { Box } from '@mui/material';
import { TextInput } from 'react-admin';
import { parseIpv4List, validateIpv4List } from '../../../validation';
import { Form, SaveButton } from '../../../ui/singleFlight';

interface RootIpsFormProps {
    rootIps: string[];
    onSave: (ips: string[]) => Promise<unknown>;
}

/** The root server IPs: IPv4 addresses separated by commas or new lines, saved as one comma-joined list. */
export const RootIpsForm = ({ rootIps, onSave }: RootIpsFormProps) => (
    <Form
        // remount with the server's list after each save, so the form is pristine again
        key={rootIps.join(',')}
        defaultValues={{ rootIps: rootIps.join('\n') }}
        onSubmit={async (values: { rootIps?: string }) => {
            try {
                await onSave(parseIpv4List(values.rootIps).ips);
            } catch {
                // notified by the mutation; the typed text stays
            }
        }}
    >
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'flex-start' }, gap: { xs: 0, sm: 2 } }}>
            <TextInput
                source="rootIps"
                label="recursive.rootIps.label"
                helperText="recursive.rootIps.helper"
                validate={validateIpv4List}
                multiline
                minRows={2}
                sx={{ flex: 1, maxWidth: { sm: 520 } }}
            />
            <SaveButton label="recursive.rootIps.save" variant="outlined" sx={{ mt: { sm: 1 }, alignSelf: { xs: 'flex-start' } }} />
        </Box>
    </Form>
);
