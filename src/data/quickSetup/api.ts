import * as v from 'valibot';
import { list, oneOf, readAnswer, row, text, type RecordSchema } from '../../dataProvider/answers';
import type { HttpClient } from '../../http/client';
import { CATEGORIES, type Category } from './categories';
import type { HeldTemplate } from './presets';
import { readTemplate } from './template';

/**
 * The backend's template set (docs/dns-api.md "Quick setup templates", designed): the list for the gallery and one
 * template in full (the Domain Connect JSON) for the form, the diff and the synchronous flow.
 */
export const TEMPLATE_PATHS = {
    list: 'app/dns/template/list',
    info: 'app/dns/template/info',
} as const;

export interface TemplateSummary {
    providerId: string;
    serviceId: string;
    providerName: string;
    serviceName: string;
    category: Category;
    logoUrl: string;
}

const summary: RecordSchema<TemplateSummary> = row({
    providerId: text,
    serviceId: text,
    providerName: text,
    serviceName: text,
    category: oneOf(CATEGORIES, 'website'),
    logoUrl: text,
});

/** The template answered, or an error naming what is wrong with it. */
const held = (value: unknown): HeldTemplate => {
    const read = readTemplate(value);
    if ('refusal' in read) throw new Error(`${TEMPLATE_PATHS.info}: ${read.refusal.reason} ${read.refusal.args.field ?? ''}`);
    const category = (value as { category?: unknown }).category;
    return { ...read.template, category: CATEGORIES.includes(category as Category) ? (category as Category) : 'website' };
};

export const templateCalls = (http: HttpClient) => ({
    /** designed: GET app/dns/template/list -> data.list of the templates the backend holds. */
    listTemplates: async (): Promise<TemplateSummary[]> =>
        readAnswer(v.object({ list: list(summary) }), (await http.get(TEMPLATE_PATHS.list, {})).data, TEMPLATE_PATHS.list).list,
    /** designed: GET app/dns/template/info ?providerId=&serviceId= -> data: the template (Domain Connect JSON) and its category. */
    getTemplate: async (providerId: string, serviceId: string): Promise<HeldTemplate> =>
        held((await http.get(TEMPLATE_PATHS.info, { providerId, serviceId })).data),
});

export type TemplateCalls = ReturnType<typeof templateCalls>;
