import { isEmail, isMobile } from '../../validation/contact';
import { isSmtpHost } from '../../validation/mail';
import { isPort } from '../../validation/port';
import { isHttpUrl, isSmsProvider, SMS_SECRET_FIELDS, type SmsProvider } from '../../validation/sms';

/**
 * What a provider answers a test send: delivered or not, its own code and message, as the provider words them
 * (they are shown to the operator as they are, not translated). The demo answers test sends with these rules; the
 * console checks the recipient with the same validators before it asks.
 */
export interface ProviderAnswer {
    delivered: boolean;
    code: string;
    message: string;
}

type Config = Record<string, unknown>;

const text = (value: unknown) => String(value ?? '').trim();
const refused = (code: string, message: string): ProviderAnswer => ({ delivered: false, code, message });

/** The recipient a test SMS goes to: a mainland mobile number (the same rule as every mobile field). */
export const isTestMobile = (value: unknown) => isMobile(text(value));
/** The recipient a test mail goes to. */
export const isTestEmail = (value: unknown) => isEmail(text(value));

/** Each provider's refusals, in the order it checks: credentials, then signature and template, then the number. */
const SMS_REFUSALS: Record<SmsProvider, { field: string; code: string; message: string }[]> = {
    tencent: [
        { field: 'secretid', code: 'AuthFailure.SecretIdNotFound', message: 'The SecretId is not found, please ensure that your SecretId is correct.' },
        {
            field: 'secretkey',
            code: 'AuthFailure.SignatureFailure',
            message: 'The provided credentials could not be validated. Please check your signature is correct.',
        },
        { field: 'sdkappId', code: 'FailedOperation.SdkAppIdNotExist', message: 'SmsSdkAppId 不存在。' },
        { field: 'signname', code: 'FailedOperation.SignatureIncorrectOrUnapproved', message: '签名未审批或格式错误。' },
        { field: 'template', code: 'FailedOperation.TemplateIncorrectOrUnapproved', message: '模板未审批或内容不匹配。' },
    ],
    aliyun: [
        { field: 'secretid', code: 'InvalidAccessKeyId.NotFound', message: 'Specified access key is not found.' },
        { field: 'secretkey', code: 'SignatureDoesNotMatch', message: 'Specified signature is not matched with our calculation.' },
        { field: 'sdkappId', code: 'isv.SMS_SIGN_ILLEGAL', message: '签名所属应用不存在' },
        { field: 'signname', code: 'isv.SMS_SIGNATURE_ILLEGAL', message: '该账号下找不到对应签名' },
        { field: 'template', code: 'isv.SMS_TEMPLATE_ILLEGAL', message: '该账号下找不到对应模板' },
    ],
    smsbao: [
        { field: 'api_addr', code: 'ECONNREFUSED', message: '无法连接短信接口地址' },
        { field: 'username', code: '40', message: '账号不存在' },
        { field: 'api_key', code: '30', message: '错误密码' },
    ],
};

const BAD_NUMBER: Record<SmsProvider, { code: string; message: string }> = {
    tencent: { code: 'InvalidParameterValue.IncorrectPhoneNumber', message: '手机号格式错误。' },
    aliyun: { code: 'isv.MOBILE_NUMBER_ILLEGAL', message: '非法手机号' },
    smsbao: { code: '51', message: '手机号码不正确' },
};

const SMS_SENT: Record<SmsProvider, { code: string; message: string }> = {
    tencent: { code: 'Ok', message: 'send success' },
    aliyun: { code: 'OK', message: 'OK' },
    smsbao: { code: '0', message: '短信发送成功' },
};

/** Whether the field the provider checks is there: the verification-code template's id stands for "template". */
const smsFieldHeld = (config: Config, field: string): boolean => {
    if (field === 'template') {
        const templates = config.templateIds && typeof config.templateIds === 'object' ? (config.templateIds as Config) : {};
        const code = templates.code && typeof templates.code === 'object' ? (templates.code as Config) : {};
        return text(code.id) !== '';
    }
    if (field === 'api_addr') return isHttpUrl(text(config.api_addr));
    return text(config[field]) !== '';
};

/** The provider's answer to a test SMS (the verification-code template) sent with `config` to `mobile`. */
export const smsTestAnswer = (config: Config, mobile: unknown): ProviderAnswer => {
    const provider = isSmsProvider(config.type) ? config.type : 'tencent';
    const refusal = SMS_REFUSALS[provider].find(({ field }) => !smsFieldHeld(config, field));
    if (refusal) return refused(refusal.code, refusal.message);
    if (!isTestMobile(mobile)) return refused(BAD_NUMBER[provider].code, BAD_NUMBER[provider].message);
    return { delivered: true, ...SMS_SENT[provider] };
};

/** The SMTP server's answer to a test mail sent with `config` to `to`, as a mail client reports it. */
export const mailTestAnswer = (config: Config, to: unknown): ProviderAnswer => {
    const host = text(config.host);
    const port = text(config.port);
    if (!isSmtpHost(host) || !isPort(port)) return refused('ECONNECTION', `Could not connect to SMTP host: ${host || '(none)'}, port: ${port || '(none)'}`);
    if (!isEmail(text(config.username))) return refused('553', '553 Mail from must equal authorized user');
    if (text(config.password) === '') return refused('535', '535 Error: authentication failed');
    if (!isTestEmail(to)) return refused('501', '501 Bad address syntax');
    return { delivered: true, code: '250', message: '250 OK: queued as 4F2A1C0B' };
};

/**
 * The configuration a test runs with: the values typed in the form, where a secret left empty means the one the
 * server holds (as saving does).
 */
export const withStoredSecrets = (typed: Config, stored: Config, secrets: readonly string[]): Config => {
    const config = { ...typed };
    for (const secret of secrets) if (text(config[secret]) === '') config[secret] = stored[secret];
    return config;
};

export const SMS_TEST_SECRETS = SMS_SECRET_FIELDS;
export const MAIL_TEST_SECRETS = ['password'] as const;
