import {
    bimiRecord,
    DMARC_DEFAULTS,
    DMARC_POLICIES,
    dmarcRecord,
    mailList,
    mtaStsVariables,
    SPF_DEFAULTS,
    spfRecord,
    type DmarcFields,
    type SpfFields,
} from '../../../data/quickSetup/builders';

/** One field of a builder's form: its name, label key, kind, and for a select its options (value, label key). */
export interface BuilderField {
    name: string;
    label: string;
    kind: 'text' | 'mail' | 'number' | 'select' | 'check';
    options?: readonly { value: string; label: string }[];
    required?: boolean;
}

export type BuilderValues = Record<string, string | number | boolean>;

/** A preset written from a form: its fields, their first values, and the template's variables they make. */
export interface Builder {
    fields: readonly BuilderField[];
    defaults: () => BuilderValues;
    build: (values: BuilderValues) => Record<string, string>;
}

const policies = DMARC_POLICIES.map(value => ({ value, label: `quickSetup.dmarc.policies.${value}` }));
const alignment = [
    { value: 'r', label: 'quickSetup.dmarc.relaxed' },
    { value: 's', label: 'quickSetup.dmarc.strict' },
];

/** The builders by the preset's serviceId. */
export const BUILDERS: Record<string, Builder> = {
    dmarc: {
        fields: [
            { name: 'p', label: 'quickSetup.dmarc.p', kind: 'select', options: policies },
            { name: 'sp', label: 'quickSetup.dmarc.sp', kind: 'select', options: [{ value: '', label: 'quickSetup.dmarc.spSame' }, ...policies] },
            { name: 'pct', label: 'quickSetup.dmarc.pct', kind: 'number' },
            { name: 'rua', label: 'quickSetup.dmarc.rua', kind: 'mail' },
            { name: 'ruf', label: 'quickSetup.dmarc.ruf', kind: 'mail' },
            { name: 'adkim', label: 'quickSetup.dmarc.adkim', kind: 'select', options: alignment },
            { name: 'aspf', label: 'quickSetup.dmarc.aspf', kind: 'select', options: alignment },
        ],
        defaults: () => ({ ...DMARC_DEFAULTS }),
        build: values => ({ dmarc: dmarcRecord(values as unknown as DmarcFields) }),
    },
    spf: {
        fields: [
            { name: 'includes', label: 'quickSetup.spf.includes', kind: 'text' },
            { name: 'ip4', label: 'quickSetup.spf.ip4', kind: 'text' },
            { name: 'ip6', label: 'quickSetup.spf.ip6', kind: 'text' },
            { name: 'a', label: 'quickSetup.spf.a', kind: 'check' },
            { name: 'mx', label: 'quickSetup.spf.mx', kind: 'check' },
            {
                name: 'all',
                label: 'quickSetup.spf.all',
                kind: 'select',
                options: (['-', '~', '?'] as const).map(value => ({ value, label: `quickSetup.spf.allOptions.${value}` })),
            },
        ],
        defaults: () => ({ ...SPF_DEFAULTS }),
        build: values => ({ spf: spfRecord(values as unknown as SpfFields) }),
    },
    'mta-sts': {
        fields: [
            { name: 'id', label: 'quickSetup.mtaSts.id', kind: 'text', required: true },
            { name: 'rua', label: 'quickSetup.mtaSts.rua', kind: 'mail', required: true },
            { name: 'policyhost', label: 'quickSetup.mtaSts.policyhost', kind: 'text', required: true },
        ],
        defaults: () => ({ id: new Date().toISOString().slice(0, 10).replaceAll('-', ''), rua: '', policyhost: '' }),
        build: values => mtaStsVariables({ id: String(values.id), rua: String(values.rua), policyhost: String(values.policyhost) }),
    },
    bimi: {
        fields: [
            { name: 'logo', label: 'quickSetup.bimi.logo', kind: 'text', required: true },
            { name: 'vmc', label: 'quickSetup.bimi.vmc', kind: 'text' },
        ],
        defaults: () => ({ logo: '', vmc: '' }),
        build: values => ({ bimi: bimiRecord({ logo: String(values.logo), vmc: String(values.vmc) }) }),
    },
};

/** The message key of a field's problem, or undefined. */
export const fieldProblem = (field: BuilderField, value: unknown): string | undefined => {
    const text = String(value ?? '').trim();
    if (field.required && !text) return 'quickSetup.required';
    if (field.kind === 'mail' && !mailList(text)) return 'quickSetup.badMail';
    return undefined;
};
