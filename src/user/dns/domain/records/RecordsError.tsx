import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** The list failed to load: the server's msg and a retry. */
export const RecordsError = () => {
    const translate = useTranslate();
    const { error, refetch } = useListContext();
    const message = (error as Error | null)?.message || 'http.failed';
    return (
        <Alert
            severity="error"
            sx={{ my: 2 }}
            data-testid="records-error"
            action={
                <Button color="inherit" size="small" onClick={() => refetch()}>
                    {translate('records.error.retry')}
                </Button>
            }
        >
            {translate('records.error.title')}: {translate(message, { _: message })}
        </Alert>
    );
};
