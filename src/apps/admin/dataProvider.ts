import { createCrudProvider } from '../../dataProvider/crudProvider';
import type { HttpClient } from '../../http/client';

/** The admin flavour's provider: CRUD over its resource declarations, plus its typed custom calls. */
export const createAdminDataProvider = (http: HttpClient) => ({
    ...createCrudProvider(http, {}),
});

export type AdminDataProvider = ReturnType<typeof createAdminDataProvider>;
