import { apiBase, readRuntimeConfig, type RuntimeConfig } from '../config/runtime';
import { createHttpClient, type HttpClient } from '../http/client';
import { createSession, type Flavour, type Session } from '../authProvider/session';

/** What every layer of one flavour shares: its runtime config, its session and its HTTP client. */
export interface Services {
    flavour: Flavour;
    config: RuntimeConfig;
    session: Session;
    http: HttpClient;
}

export const createServices = (flavour: Flavour, config: RuntimeConfig = readRuntimeConfig()): Services => {
    const session = createSession(flavour);
    const http = createHttpClient({ base: apiBase(config), getToken: session.getToken });
    return { flavour, config, session, http };
};
