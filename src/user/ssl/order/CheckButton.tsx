import Refresh from '@mui/icons-material/Refresh';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UserDataProvider } from '../../dataProvider';
import { useMutation } from '../../../ui/singleFlight';

/** "Check validation now": the server looks for the records; the order (and the lists) reload with its answer. */
export const CheckButton = ({ id }: { id: number }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const provider = useDataProvider<UserDataProvider>();
    const queryClient = useQueryClient();
    const check = useMutation({
        mutationFn: () => provider.checkSslValidation(id),
        onSuccess: ({ passed }) => {
            notify(passed ? 'ssl.orders.passed' : 'ssl.orders.notYet', { type: passed ? 'success' : 'info' });
            void queryClient.invalidateQueries({ queryKey: ['sslOrder'] });
        },
        onError: error => notify(error.message || 'http.failed', { type: 'error' }),
    });
    return (
        <Button variant="contained" size="small" startIcon={<Refresh />} disabled={check.isPending} onClick={() => check.mutate()}>
            {translate('ssl.orders.check')}
        </Button>
    );
};
