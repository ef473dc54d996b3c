import { Stack } from '@mui/material';
import { required, TextInput } from 'react-admin';
import { SendCodeButton, type SentCode } from '../../../ui/SendCodeButton';

interface CodeFieldProps {
    send: () => Promise<SentCode>;
    /** The countdown's key: purpose and target. */
    storageKey: string;
    /** No valid target to send to yet. */
    sendDisabled: boolean;
}

/** The verification code, with "get code" beside it (its countdown survives a re-render or a reload). */
export const CodeField = ({ send, storageKey, sendDisabled }: CodeFieldProps) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextInput
            source="code"
            label="accountInfo.fields.code"
            validate={required()}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            sx={{ flex: 1, minWidth: 0 }}
        />
        <SendCodeButton send={send} storageKey={storageKey} disabled={sendDisabled} sx={{ mt: 1, height: 48 }} />
    </Stack>
);
