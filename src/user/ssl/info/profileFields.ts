import { maxLength, required } from 'react-admin';
import type { ProfileKind } from '../../../data/sslOrders/api';
import { PROFILE_LIMITS, validatePhone, validateRegNumber } from '../../../data/sslOrders/validation';
import { validateEmail, validateMobile } from '../../../validation/contact';

/** The fields of each profile kind, in order: source, label key, validators. The list and the dialog read this. */
export const PROFILE_FIELDS = {
    contact: [
        { source: 'name', label: 'ssl.info.fields.name', validate: [required(), maxLength(PROFILE_LIMITS.name)] },
        { source: 'mobile', label: 'ssl.info.fields.mobile', validate: [required(), validateMobile] },
        { source: 'email', label: 'ssl.info.fields.email', validate: [required(), validateEmail] },
        { source: 'jobTitle', label: 'ssl.info.fields.jobTitle', validate: [required(), maxLength(PROFILE_LIMITS.jobTitle)] },
    ],
    company: [
        { source: 'name', label: 'ssl.info.fields.companyName', validate: [required(), maxLength(PROFILE_LIMITS.companyName)] },
        { source: 'regNumber', label: 'ssl.info.fields.regNumber', validate: [required(), validateRegNumber] },
        { source: 'address', label: 'ssl.info.fields.address', validate: [required(), maxLength(PROFILE_LIMITS.address)] },
        { source: 'phone', label: 'ssl.info.fields.phone', validate: [required(), validatePhone] },
    ],
} as const satisfies Record<ProfileKind, readonly { source: string; label: string; validate: unknown }[]>;

export const PROFILE_KINDS: readonly ProfileKind[] = ['contact', 'company'];
export const profileKindOf = (segment: string | undefined): ProfileKind => (segment === 'company' ? 'company' : 'contact');
