import { required, type Validator } from 'react-admin';
import { CDN_VARIABLE_LIMITS } from '../../data/cdnTools/limits';
import { validateDomain, validateEmail } from '../../validation';

const P = 'cdn.variables';

/** A whole number from min to max (empty passes: pair with required()). */
export const intRange =
    (min: number, max: number): Validator =>
    value => {
        if (value === null || value === undefined || value === '') return undefined;
        const number = Number(value);
        return Number.isInteger(number) && number >= min && number <= max ? undefined : { message: `${P}.range`, args: { min, max } };
    };

/** From min to max characters, the value trimmed (empty passes). */
export const lengthRange =
    (min: number, max: number): Validator =>
    value => {
        const text = String(value ?? '').trim();
        return text === '' || (text.length >= min && text.length <= max) ? undefined : { message: `${P}.length`, args: { min, max } };
    };

const range = (name: 'defaultCacheTtl' | 'originTimeout' | 'maxBodySizeMb'): Validator[] => [
    required(),
    intRange(CDN_VARIABLE_LIMITS[name].min, CDN_VARIABLE_LIMITS[name].max),
];

/** The static variables' field rules: the same ranges the server checks (data/cdnTools/limits.ts). */
export const VARIABLE_RULES = {
    cnameSuffix: [required(`${P}.required.cnameSuffix`), validateDomain],
    defaultCacheTtl: range('defaultCacheTtl'),
    originTimeout: range('originTimeout'),
    maxBodySizeMb: range('maxBodySizeMb'),
    // never sent back by the server: empty keeps the current secret
    nodeSecret: [lengthRange(CDN_VARIABLE_LIMITS.nodeSecret.min, CDN_VARIABLE_LIMITS.nodeSecret.max)],
    acmeEmail: [required(`${P}.required.acmeEmail`), validateEmail],
};
