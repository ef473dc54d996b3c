import { createCrudProvider } from '../../dataProvider/crudProvider';
import type { HttpClient } from '../../http/client';
import { adminMessageCalls } from '../../resources/adminMessages/api';
import { recursiveCalls, recursiveSegmentsApi } from '../../resources/recursiveSegments';
import { sysConfigApi, sysConfigCalls } from '../../resources/sysConfig/api';
import { webConfigCalls } from '../../resources/webConfig/api';

/** The admin flavour's provider: CRUD over its resource declarations, plus its typed custom calls. */
export const createAdminDataProvider = (http: HttpClient) => ({
    ...createCrudProvider(http, {
        recursiveSegments: recursiveSegmentsApi,
        config: sysConfigApi,
    }),
    ...webConfigCalls(http),
    ...adminMessageCalls(http),
    ...recursiveCalls(http),
    ...sysConfigCalls(http),
});

export type AdminDataProvider = ReturnType<typeof createAdminDataProvider>;
