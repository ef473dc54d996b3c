import type { DemoUser } from './model';

/** The fields a user starts with before setting anything up (no balance, no verification, no secrets). */
const BLANK: Omit<DemoUser, 'userId' | 'username' | 'mail' | 'mobile' | 'password' | 'createTime'> = {
    note: '',
    propertyBalance: 0,
    propertyScore: 0,
    realnameStatus: 0,
    realnameCertificateid: '',
    realnameCertificatetype: 0,
    realnameName: '',
    unvalidModel: [],
    payPassword: '',
    wechatOpenId: '',
    apiKey: '',
    apiKeyTime: '',
    realname: null,
};

/** A user record: the identity given, everything else blank unless `fields` says otherwise (seed and sign-up). */
export const newUser = (fields: Pick<DemoUser, 'userId' | 'username' | 'mail' | 'mobile' | 'password' | 'createTime'> & Partial<DemoUser>): DemoUser => ({
    ...BLANK,
    // a fresh list per user: the record is mutated in place by the routes
    unvalidModel: [],
    ...fields,
});
