import { delay, HttpResponse } from 'msw';

/**
 * Fault injection for the demo backend: the browser tests (and anyone trying the console) make a call fail the
 * way a real deployment can. Playwright's route interception never sees what the msw service worker answers, so
 * the faults live where the demo reads them: a JSON list in localStorage, consumed per matching call.
 *
 *     localStorage['dns-console.demo.faults'] = JSON.stringify([{ path: 'app/dns/record/set', kind: '500' }])
 *
 * While the browser is offline (navigator.onLine false) every call fails as a dropped connection would.
 */
export const FAULTS_KEY = 'dns-console.demo.faults';

const FAULT_KINDS = ['slow', '500', 'malformed', 'html', 'reset', '401', 'answer'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
    /** The call's path under the API base, e.g. 'app/dns/record/set' (a leading slash is ignored). */
    path: string;
    kind: FaultKind;
    /** 'slow' only: how long the answer waits (5 000 ms by default). */
    delayMs?: number;
    /** How many matching calls the fault hits before it is used up (1 by default). */
    times?: number;
    /** '500' only: false answers an empty body instead of the backend's `{code: 500, msg}` envelope. */
    envelope?: boolean;
    /** 'answer' only: the JSON the call answers instead (HTTP 200), e.g. a success envelope holding wrong-typed values. */
    body?: unknown;
}

const DEFAULT_SLOW_MS = 5000;

const defaultStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

const isFault = (value: unknown): value is Fault => {
    const fault = value as Partial<Fault> | null;
    return typeof fault?.path === 'string' && FAULT_KINDS.includes(fault.kind as FaultKind);
};

export const readFaults = (storage = defaultStorage()): Fault[] => {
    try {
        const list: unknown = JSON.parse(storage?.getItem(FAULTS_KEY) ?? '[]');
        return Array.isArray(list) ? list.filter(isFault) : [];
    } catch {
        return [];
    }
};

/** Arms faults (tests and the console's devtools); an empty list disarms them all. */
export const setFaults = (faults: readonly Fault[], storage = defaultStorage()): void => {
    if (!storage) return;
    if (faults.length) storage.setItem(FAULTS_KEY, JSON.stringify(faults));
    else storage.removeItem(FAULTS_KEY);
};

const matches = (fault: Fault, pathname: string): boolean => {
    const path = fault.path.replace(/^\/+/, '');
    return pathname === `/${path}` || pathname.endsWith(`/${path}`);
};

/** The first armed fault for this path, used once: its `times` count down and it goes when used up. */
export const takeFault = (pathname: string, storage = defaultStorage()): Fault | undefined => {
    const faults = readFaults(storage);
    const index = faults.findIndex(fault => matches(fault, pathname));
    if (index < 0) return undefined;
    const fault = faults[index];
    const left = (fault.times ?? 1) - 1;
    setFaults(left > 0 ? faults.map((item, at) => (at === index ? { ...item, times: left } : item)) : faults.filter((_, at) => at !== index), storage);
    return fault;
};

/** What a proxy in front of a dead backend answers. */
export const BAD_GATEWAY_PAGE =
    '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';

/** The answer a fault gives, or undefined when the call then goes on normally ('slow', after its delay). */
const faultResponse = async (fault: Fault): Promise<Response | undefined> => {
    switch (fault.kind) {
        case 'slow':
            await delay(fault.delayMs ?? DEFAULT_SLOW_MS);
            return undefined;
        case '500':
            return fault.envelope === false
                ? new HttpResponse(null, { status: 500 })
                : HttpResponse.json({ code: 500, msg: '系统异常，请稍后再试' }, { status: 500 });
        case 'malformed':
            return new HttpResponse('{"code":1,"msg":"success","data":{"list":[', {
                status: 200,
                headers: { 'Content-Type': 'application/json;charset=UTF-8' },
            });
        case 'html':
            return HttpResponse.html(BAD_GATEWAY_PAGE, { status: 502 });
        case 'reset':
            return HttpResponse.error();
        case '401':
            return HttpResponse.json({ code: 401, msg: 'invalid token' });
        case 'answer':
            return HttpResponse.json(fault.body as never);
    }
};

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Read by the demo's one request handler before a route runs: offline, the call fails like a dropped
 * connection; an armed fault for this path answers (or delays) the call; otherwise undefined.
 */
export const injectFault = async (request: Request, storage = defaultStorage()): Promise<Response | undefined> => {
    if (isOffline()) return HttpResponse.error();
    const fault = takeFault(new URL(request.url).pathname, storage);
    return fault ? faultResponse(fault) : undefined;
};
