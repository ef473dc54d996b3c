import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** The list could not load: the server's reason and a retry. */
export const ListError = () => {
    const translate = useTranslate();
    const { error, refetch } = useListContext();
    const message = error?.message || 'http.failed';
    return (
        <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
                <Button color="inherit" size="small" onClick={() => void refetch()}>
                    {translate('domains.actions.retry')}
                </Button>
            }
        >
            {translate('domains.loadError')} {translate(message, { _: message })}
        </Alert>
    );
};
