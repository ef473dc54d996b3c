import { Box } from '@mui/material';
import { useListContext } from 'react-admin';
import { LoadError } from './PageStates';

/** The list could not load: the server's reason and a retry. */
export const ListError = () => {
    const { error, refetch } = useListContext();
    return (
        <Box sx={{ mx: 2 }}>
            <LoadError error={error} onRetry={() => void refetch()} />
        </Box>
    );
};

/** For <List queryOptions>: the error shows in the list (ListError), not again in a toast. */
export const quietListErrors = { onError: () => undefined } as const;
