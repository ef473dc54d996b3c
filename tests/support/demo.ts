import { DEMO_ACCOUNTS } from '../../src/demo/accounts';

/** Demo tests talk HTTP to the demo backend exactly as the console does: absolute URLs under the API base. */
export const API = 'http://localhost/antsxdp/';

export interface Envelope {
    code: number | string;
    msg?: string;
    [key: string]: unknown;
}

interface CallOptions {
    token?: string;
    /** JSON body (POST). */
    json?: unknown;
    /** Form-encoded body (POST). */
    form?: Record<string, string | number>;
    query?: Record<string, string | number>;
    base?: string;
}

export const call = async (path: string, { token, json, form, query, base = API }: CallOptions = {}): Promise<Envelope> => {
    const headers: Record<string, string> = {};
    if (token) headers.token = token;
    let body: string | undefined;
    if (json !== undefined) {
        headers['Content-Type'] = 'application/json;charset=UTF-8';
        body = JSON.stringify(json);
    } else if (form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
        body = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString();
    }
    const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
    const response = await fetch(`${base}${path}${search}`, { method: body === undefined ? 'GET' : 'POST', headers, body });
    return (await response.json()) as Envelope;
};

/** The characters of a captcha image, read from its <text> nodes in document order. */
export const readCaptcha = (svg: string): string =>
    Array.from(new DOMParser().parseFromString(svg, 'image/svg+xml').querySelectorAll('text'), node => node.textContent ?? '').join('');

export const fetchCaptcha = async (path: 'app/account/kaptcha.jpg' | 'captcha.jpg', uuid: string, base = API) => {
    const response = await fetch(`${base}${path}?uuid=${encodeURIComponent(uuid)}`);
    return { response, svg: await response.text() };
};

export const loginUser = async (account: string = DEMO_ACCOUNTS.user.account, password: string = DEMO_ACCOUNTS.user.password): Promise<string> => {
    const uuid = `u-${Math.random().toString(36).slice(2)}`;
    const { svg } = await fetchCaptcha('app/account/kaptcha.jpg', uuid);
    const answer = await call('app/account/login', { json: { account, password, code: readCaptcha(svg), uuid } });
    if (answer.code !== 1) throw new Error(`user login failed: ${answer.msg}`);
    return answer.token as string;
};

export const loginAdmin = async (): Promise<string> => {
    const uuid = `a-${Math.random().toString(36).slice(2)}`;
    const { svg } = await fetchCaptcha('captcha.jpg', uuid);
    const { username, password } = DEMO_ACCOUNTS.admin;
    const answer = await call('sys/login', { json: { username, password, captcha: readCaptcha(svg), uuid } });
    if (Number(answer.code) !== 1 && Number(answer.code) !== 0) throw new Error(`admin login failed: ${answer.msg}`);
    return answer.token as string;
};

export { setupDemoServer } from './server';
