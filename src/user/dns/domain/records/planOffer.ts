import { DEFAULT_LINE, type PlanLimits } from '../../../../zone';

/**
 * What the record form offers under the domain's plan. A value the record already has stays offered (`kept`): an
 * update that leaves a field as it was is not judged by the plan (a zone older than its plan keeps working).
 */
export interface PlanOffer {
    limits: PlanLimits;
    ttl: (seconds: number) => boolean;
    line: (lineId: string) => boolean;
    type: (type: string) => boolean;
    /** Whether the plan takes anything away from the form (a hint with the upgrade link is shown then). */
    restricts: boolean;
}

export interface KeptFields {
    ttl?: number | string;
    lineId?: number | string;
    type?: string;
}

export const planOffer = (limits: PlanLimits | undefined, kept: KeptFields = {}): PlanOffer | undefined => {
    if (!limits) return undefined;
    const keptLine = kept.lineId === undefined || kept.lineId === '' ? undefined : String(kept.lineId);
    const lines = limits.lineIds;
    const types = limits.recordTypes;
    return {
        limits,
        ttl: seconds => !(limits.minTtl > 0 && seconds < limits.minTtl) || (kept.ttl !== undefined && Number(kept.ttl) === seconds),
        line: lineId => !lines || lines.includes(String(lineId || DEFAULT_LINE)) || keptLine === String(lineId),
        type: type => !types || types.includes(type.toUpperCase()) || kept.type?.toUpperCase() === type.toUpperCase(),
        restricts: limits.minTtl > 0 || !!lines || !!types,
    };
};

type Problem = { message: string; args: Record<string, string | number> } | undefined;

const lineIdOf = (value: unknown): string | undefined => {
    const id = (value as { record_line_id?: unknown } | null | undefined)?.record_line_id;
    return id === undefined || id === null || id === '' ? undefined : String(id);
};

/** The form's plan checks, one per field, with the zone checks' messages (zoneChecks.plan*); none without an offer. */
export const planValidators = (offer: PlanOffer | undefined) => ({
    ttl: (value: unknown): Problem => {
        if (!offer || value === '' || value === undefined || value === null || Number.isNaN(Number(value))) return undefined;
        return offer.ttl(Number(value)) ? undefined : { message: 'zoneChecks.planTtl', args: { plan: offer.limits.plan, min: offer.limits.minTtl } };
    },
    line: (value: unknown): Problem => {
        const id = lineIdOf(value);
        if (!offer || id === undefined || offer.line(id)) return undefined;
        const name = (value as { record_line_name?: string }).record_line_name || id;
        return { message: 'zoneChecks.planLine', args: { plan: offer.limits.plan, line: name } };
    },
    type: (value: unknown): Problem => {
        const type = String(value ?? '');
        if (!offer || !type || offer.type(type)) return undefined;
        return { message: 'zoneChecks.planType', args: { plan: offer.limits.plan, type: type.toUpperCase() } };
    },
});
