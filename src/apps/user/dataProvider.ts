import { createCrudProvider } from '../../dataProvider/crudProvider';
import type { HttpClient } from '../../http/client';

/** The user flavour's provider: CRUD over its resource declarations, plus its typed custom calls. */
export const createUserDataProvider = (http: HttpClient) => ({
    ...createCrudProvider(http, {}),
});

export type UserDataProvider = ReturnType<typeof createUserDataProvider>;
