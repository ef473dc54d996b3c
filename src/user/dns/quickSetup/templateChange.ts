import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useTranslate, type TranslateFunction } from 'react-admin';
import { applyTemplate, type Template, type TemplateRefusal } from '../../../data/quickSetup';
import { PRESET_PROVIDER } from '../../../data/quickSetup/categories';
import { readZone } from '../../../data/records/readZone';
import { checkChangeSet, type ChangeSet, type Verdict } from '../../../zone';
import type { UserDataProvider } from '../../dataProvider';

/** The service's name as the user reads it: a preset's in the console's language, a Domain Connect template's as its provider names it. */
export const serviceLabel = (translate: TranslateFunction, template: Pick<Template, 'providerId' | 'providerName' | 'serviceId' | 'serviceName'>): string =>
    template.providerId === PRESET_PROVIDER
        ? translate(`quickSetup.services.${template.serviceId}`, { _: template.serviceName })
        : `${template.providerName} · ${template.serviceName}`;

export type TemplatePreview = { set: ChangeSet; refused: Verdict[]; warnings: Verdict[] } | { refusal: TemplateRefusal } | { nothing: true };

export interface TemplateRequest {
    domain: { id: number; domain: string };
    template: Template;
    host: string;
    variables: Record<string, string>;
    groups: readonly string[];
    flow: 'sync' | 'console';
}

/**
 * The change set a template makes on the zone as it stands (read whole, once per request, never again while the
 * preview is open), with the zone checks' verdicts: one history entry of source `template` named after the service.
 */
export const useTemplatePreview = (request: TemplateRequest | undefined) => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const translate = useTranslate();
    const zone = useQuery({
        queryKey: [
            'quickSetup',
            'zone',
            request?.domain.id,
            request ? JSON.stringify([request.template.serviceId, request.variables, request.groups, request.host]) : '',
        ],
        queryFn: ({ signal }) => readZone(dataProvider, request!.domain, signal),
        enabled: Boolean(request),
        gcTime: 0,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
    });
    const preview = useMemo((): TemplatePreview | undefined => {
        if (!request || !zone.data) return undefined;
        const { domain, template, host, variables, groups, flow } = request;
        const outcome = applyTemplate(template, { target: { domain: domain.domain, host }, variables, groups, zone: zone.data, flow });
        if ('refusal' in outcome) return outcome;
        if (!outcome.ops.length) return { nothing: true };
        const set: ChangeSet = {
            domain_id: domain.id,
            domain: domain.domain,
            source: 'template',
            comment: serviceLabel(translate, template),
            ops: outcome.ops,
        };
        const { refused, warnings } = checkChangeSet({ name: domain.domain, records: zone.data }, set.ops);
        return { set, refused, warnings };
    }, [request, zone.data, translate]);
    return { preview, isPending: Boolean(request) && zone.isPending, error: zone.error, refetch: zone.refetch };
};
