/** Loose PEM shape checks: the form asks for text that looks like PEM, the server does the real parsing. */
const CERTIFICATE = /-----BEGIN CERTIFICATE-----\s*[A-Za-z0-9+/=][A-Za-z0-9+/=\s]*-----END CERTIFICATE-----/;
const PRIVATE_KEY = /-----BEGIN ((?:RSA |EC |ENCRYPTED )?)PRIVATE KEY-----\s*[A-Za-z0-9+/=][A-Za-z0-9+/=:,\-\s]*?-----END \1PRIVATE KEY-----/;

export const looksLikeCertificate = (text: string): boolean => CERTIFICATE.test(text.trim());

export const looksLikePrivateKey = (text: string): boolean => PRIVATE_KEY.test(text.trim());

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** react-admin validators; empty passes (pair with required()). */
export const validateCertificatePem = (value: unknown): string | undefined =>
    blank(value) || looksLikeCertificate(String(value)) ? undefined : 'httpdnsSettings.validation.certPem';

export const validatePrivateKeyPem = (value: unknown): string | undefined =>
    blank(value) || looksLikePrivateKey(String(value)) ? undefined : 'httpdnsSettings.validation.keyPem';
