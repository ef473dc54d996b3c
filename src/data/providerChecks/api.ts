import { bool, list, num, numberId, oneOf, reader, row, text, type RecordSchema } from '../../dataProvider/answers';
import type { HttpClient } from '../../http/client';
import type { ProviderAnswer } from './answers';

/** A CDN node as the node check last saw it. */
export interface CdnNode {
    id: number;
    name: string;
    ip: string;
    region: string;
    state: 'online' | 'offline';
    /** When the node was last checked ('yyyy-MM-dd HH:mm:ss'). */
    lastCheck: string;
    /** Failed checks in a row (0 when the last one passed). */
    failures: number;
}

const PATHS = { sms: 'sys/config/sms/test', mail: 'sys/config/mail/test', nodes: 'sys/cdn/node/check/list' } as const;

const NODE_STATES = ['online', 'offline'] as const;

// How the answers are read (dataProvider/answers.ts).
const answer: RecordSchema<ProviderAnswer> = row({ delivered: bool, code: text, message: text });
const nodes: RecordSchema<{ list: CdnNode[] }> = row({
    list: list(row({ id: numberId, name: text, ip: text, region: text, state: oneOf(NODE_STATES, 'offline'), lastCheck: text, failures: num })),
});

const readAnswerOf = (path: string) => reader(answer, path);
const readNodes = reader(nodes, PATHS.nodes);

/** Test sends on the provider forms and the CDN node check's list, spread into the admin dataProvider. */
export const providerCheckCalls = (http: HttpClient) => ({
    /**
     * designed: POST {mobile, paramValue (SMS_CONFIG_KEY as typed, JSON; an empty secret means the stored one)};
     * answers data {delivered, code, message}: the provider's own answer to the verification-code template.
     */
    sendTestSms: async (mobile: string, value: object): Promise<ProviderAnswer> =>
        readAnswerOf(PATHS.sms)((await http.post(PATHS.sms, { mobile: mobile.trim(), paramValue: JSON.stringify(value) })).data),
    /** designed: POST {email, paramValue (MAIL_CONFIG_KEY as typed, JSON)}; answers data {delivered, code, message} from the SMTP server. */
    sendTestMail: async (email: string, value: object): Promise<ProviderAnswer> =>
        readAnswerOf(PATHS.mail)((await http.post(PATHS.mail, { email: email.trim(), paramValue: JSON.stringify(value) })).data),
    /** designed: GET; answers data {list [{id, name, ip, region, state online|offline, lastCheck, failures}]}, every node. */
    getCdnNodes: async (): Promise<CdnNode[]> => readNodes((await http.get(PATHS.nodes)).data).list,
});
