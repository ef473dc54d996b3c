import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { ProviderAnswer } from '../../data/providerChecks/answers';
import { isTestEmail, isTestMobile } from '../../data/providerChecks/answers';

type Kind = 'sms' | 'mail';

const P = 'providerChecks';

/** The recipient each kind needs, and the message when it is not one. */
const RECIPIENT = {
    sms: { valid: isTestMobile, invalid: 'validation.mobile', inputMode: 'tel', type: 'tel' },
    mail: { valid: isTestEmail, invalid: 'validation.email', inputMode: 'email', type: 'email' },
} as const;

type Outcome = { answer: ProviderAnswer } | { error: string };

/** The provider's own answer, as it worded it (code and message are not translated; an SMTP reply starts with its code). */
const Answer = ({ outcome }: { outcome: Outcome }) => {
    const translate = useTranslate();
    if ('error' in outcome)
        return (
            <Alert severity="error" data-testid="provider-test-answer" sx={{ mt: 1 }}>
                {translate(`${P}.failed`, { message: translate(outcome.error, { _: outcome.error }) })}
            </Alert>
        );
    const { delivered, code, message } = outcome.answer;
    return (
        <Alert severity={delivered ? 'success' : 'error'} data-testid="provider-test-answer" sx={{ mt: 1 }}>
            {translate(delivered ? `${P}.delivered` : `${P}.refused`)}
            <Typography component="code" variant="body2" sx={{ display: 'block', mt: 0.5, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {!code || message.startsWith(code) ? message : `${code}: ${message}`}
            </Typography>
        </Alert>
    );
};

/**
 * "Send a test" on a provider form: a recipient the operator types (not part of the saved settings) and a button
 * that sends with the form's values as typed; the provider's answer is shown below.
 */
export const ProviderTestSend = ({ kind, send }: { kind: Kind; send: (recipient: string, form: Record<string, unknown>) => Promise<ProviderAnswer> }) => {
    const translate = useTranslate();
    const { getValues } = useFormContext();
    const [recipient, setRecipient] = useState('');
    const [tried, setTried] = useState(false);
    const [pending, setPending] = useState(false);
    const [outcome, setOutcome] = useState<Outcome>();
    const rule = RECIPIENT[kind];
    const problem = recipient.trim() === '' ? 'ra.validation.required' : rule.valid(recipient) ? undefined : rule.invalid;
    const shownProblem = tried ? problem : undefined;

    const run = async () => {
        setTried(true);
        if (problem || pending) return;
        setPending(true);
        setOutcome(undefined);
        try {
            setOutcome({ answer: await send(recipient.trim(), getValues()) });
        } catch (error) {
            setOutcome({ error: (error as Error)?.message || 'http.failed' });
        } finally {
            setPending(false);
        }
    };
    // Enter sends the test, not the settings form around it
    const onKeyDown = (event: KeyboardEvent) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        void run();
    };

    return (
        <Box data-testid={`${kind}-test`}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
                <TextField
                    label={translate(`${P}.${kind}.recipient`)}
                    value={recipient}
                    onChange={event => setRecipient(event.target.value)}
                    onKeyDown={onKeyDown}
                    error={!!shownProblem}
                    helperText={shownProblem ? translate(shownProblem) : ' '}
                    type={rule.type}
                    size="small"
                    slotProps={{ htmlInput: { inputMode: rule.inputMode } }}
                    sx={{ width: '100%', maxWidth: 320 }}
                />
                <Button variant="outlined" onClick={() => void run()} disabled={pending} sx={{ flexShrink: 0, mt: { sm: '2px' } }}>
                    {translate(`${P}.${kind}.send`)}
                </Button>
            </Stack>
            {outcome ? <Answer outcome={outcome} /> : null}
        </Box>
    );
};
