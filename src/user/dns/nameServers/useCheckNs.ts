import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { Domain } from '../../../data/domains/api';
import { useMutation } from '../../../ui/singleFlight';
import type { UserDataProvider } from '../../dataProvider';

/**
 * Runs a domain's NS check now (app/dns/domain/checkNs). The answer is the domain as checked (`data`); the domain's
 * queries (its page, the list) are read again so every chip shows the new state.
 */
export const useCheckNs = (id: Identifier) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const queryClient = useQueryClient();
    return useMutation<Domain, Error, void>({
        mutationFn: () => dataProvider.checkNs(id),
        onSuccess: () => queryClient.invalidateQueries({ queryKey: ['domain'] }),
    });
};
