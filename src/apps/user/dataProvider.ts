import { createCrudProvider } from '../../dataProvider/crudProvider';
import type { HttpClient } from '../../http/client';
import { accountCalls } from '../../resources/account/api';
import { webConfigCalls } from '../../resources/webConfig/api';
import { messageCalls, messagesApi } from '../../resources/messages/api';

/** The user flavour's provider: CRUD over its resource declarations, plus its typed custom calls. */
export const createUserDataProvider = (http: HttpClient) => ({
    ...createCrudProvider(http, {
        message: messagesApi,
    }),
    ...webConfigCalls(http),
    ...accountCalls(http),
    ...messageCalls(http),
});

export type UserDataProvider = ReturnType<typeof createUserDataProvider>;
