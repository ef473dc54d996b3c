/**
 * A Domain Connect template (version 2 of the specification, "Template Definition" and "Template Record"): a
 * service's records, written once by the service and applied to any domain by the DNS provider. The console reads
 * the templates the backend holds (app/dns/template/list, info): the Domain Connect ones and the presets the team
 * writes in the same format.
 */

/** One record of a template, as the specification names its fields (numbers may come as strings or variables). */
export interface TemplateRecord {
    type: string;
    host?: string;
    /** The host of an SRV record. */
    name?: string;
    pointsTo?: string;
    data?: string;
    ttl?: number | string;
    priority?: number | string;
    weight?: number | string;
    port?: number | string;
    protocol?: string;
    service?: string;
    target?: string;
    /** SPFM: the rules merged into the host's one SPF TXT record. */
    spfRules?: string;
    groupId?: string;
    essential?: 'Always' | 'OnApply';
    txtConflictMatchingMode?: 'None' | 'All' | 'Prefix';
    txtConflictMatchingPrefix?: string;
}

export interface Template {
    providerId: string;
    providerName: string;
    serviceId: string;
    serviceName: string;
    version?: number;
    logoUrl?: string;
    description?: string;
    variableDescription?: string;
    syncBlock?: boolean;
    syncPubKeyDomain?: string;
    syncRedirectDomain?: string;
    warnPhishing?: boolean;
    hostRequired?: boolean;
    multiInstance?: boolean;
    sharedProviderName?: boolean;
    sharedServiceName?: boolean;
    records: TemplateRecord[];
}

/** Why a template cannot be applied: a key of quickSetup.refusals.* and its arguments. */
export interface TemplateRefusal {
    reason: TemplateRefusalReason;
    args: Record<string, string>;
}

export const REFUSAL_REASONS = [
    'invalid',
    'empty',
    'unsupportedType',
    'redirect',
    'syncBlock',
    'signature',
    'missingVariable',
    'hostRequired',
    'outsideZone',
    'badHost',
] as const;
export type TemplateRefusalReason = (typeof REFUSAL_REASONS)[number];

export const refusal = (reason: TemplateRefusalReason, args: Record<string, string> = {}): TemplateRefusal => ({ reason, args });

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A template read from JSON (text or parsed), or why it is not one: the identifiers, names and a list of records with a type. */
export const readTemplate = (json: unknown): { template: Template } | { refusal: TemplateRefusal } => {
    let value = json;
    if (typeof json === 'string') {
        try {
            value = JSON.parse(json) as unknown;
        } catch {
            return { refusal: refusal('invalid', { field: 'JSON' }) };
        }
    }
    if (!isObject(value)) return { refusal: refusal('invalid', { field: 'JSON' }) };
    for (const field of ['providerId', 'providerName', 'serviceId', 'serviceName'] as const)
        if (!text(value[field])) return { refusal: refusal('invalid', { field }) };
    const records = value.records;
    if (!Array.isArray(records) || !records.every(record => isObject(record) && text(record.type)))
        return { refusal: refusal('invalid', { field: 'records' }) };
    return { template: value as unknown as Template };
};

/** The template's key, as the synchronous flow's address names it. */
export const templateKey = (template: Pick<Template, 'providerId' | 'serviceId'>): string => `${template.providerId}/${template.serviceId}`;
