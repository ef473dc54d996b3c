import type { Envelope, HttpClient, RequestOptions } from '../../http/client';
import { FRESH_CODE_FIELD, FRESH_CODE_REQUIRED } from './freshCode';
import { freshCodeGate } from './freshCodeGate';

/** The person closed the fresh-code dialog: the action did not happen. Reads as "a code is needed" where shown. */
export class FreshCodeCancelled extends Error {
    readonly code = FRESH_CODE_REQUIRED;
    constructor() {
        super('twoFactor.errors.codeRequired');
        this.name = 'FreshCodeCancelled';
    }
}

export const isFreshCodeCancelled = (error: unknown): boolean => error instanceof FreshCodeCancelled;

const needsFreshCode = (error: unknown): boolean => Number((error as { code?: unknown } | null)?.code) === FRESH_CODE_REQUIRED;

/** The same call with the code: in the body of a POST, in the query of a GET. */
const withCode = (options: RequestOptions, code: string): RequestOptions =>
    (options.method ?? (options.body ? 'POST' : 'GET')) === 'POST'
        ? { ...options, method: 'POST', body: { ...options.body, [FRESH_CODE_FIELD]: code } }
        : { ...options, query: { ...options.query, [FRESH_CODE_FIELD]: code } };

/**
 * The client every screen's calls go through, with one rule added: a call refused for want of a fresh code
 * (4603) asks for it through the gate and is sent again with it, so no sensitive action wires the dialog itself.
 * Without a registered asker (no console shell), the refusal stands.
 */
export const withFreshCodeRetry = (http: HttpClient, gate: Pick<typeof freshCodeGate, 'asker'> = freshCodeGate): HttpClient => {
    const request = async <T extends Envelope>(path: string, options: RequestOptions = {}): Promise<T> => {
        try {
            return await http.request<T>(path, options);
        } catch (error) {
            const ask = gate.asker;
            if (!ask || !needsFreshCode(error)) throw error;
            return ask(code => http.request<T>(path, withCode(options, code)));
        }
    };
    return {
        ...http,
        request,
        get: (path, query, options) => request(path, { ...options, method: 'GET', query }),
        post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    };
};
