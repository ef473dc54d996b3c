import type { QueryClient } from '@tanstack/react-query';
import { apiBase, readRuntimeConfig, type RuntimeConfig } from '../config/runtime';
import { createHttpClient, type HttpClient } from '../http/client';
import { createSession, type Flavour, type Session } from '../authProvider/session';
import { sessionStorageFor } from '../authProvider/sessionPlacement';
import type { Store } from 'react-admin';
import { createConsoleStore } from './shell/store';
import { createQueryClient } from './queryClient';

/** What every layer of one flavour shares: its runtime config, its session, its HTTP client and its query cache. */
export interface Services {
    flavour: Flavour;
    config: RuntimeConfig;
    session: Session;
    http: HttpClient;
    /** react-admin's and the screens' react-query client, made before the first render so that boot can fill it (seedSession). */
    queryClient: QueryClient;
    /** react-admin's Store (preferences, list parameters), made before the first render so that boot can read it. */
    store: Store;
}

export const createServices = (flavour: Flavour, config: RuntimeConfig = readRuntimeConfig()): Services => {
    const session = createSession(flavour, sessionStorageFor(flavour, config));
    const http = createHttpClient({ base: apiBase(config), getToken: session.getToken });
    return { flavour, config, session, http, queryClient: createQueryClient(flavour), store: createConsoleStore(flavour) };
};
