import { HELD_TEMPLATES } from '../../data/quickSetup/presets';
import { text } from '../fields';
import { DemoError, ok, route } from '../http';

/** The quick-setup template set (designed, src/data/quickSetup/api.ts; docs/dns-api.md "Quick setup templates"). */

const summaryOf = ({ providerId, serviceId, providerName, serviceName, category, logoUrl }: (typeof HELD_TEMPLATES)[number]) => ({
    providerId,
    serviceId,
    providerName,
    serviceName,
    category,
    logoUrl: logoUrl ?? '',
});

export const templateRoutes = [
    route.userGet('app/dns/template/list', () => ok({ data: { list: HELD_TEMPLATES.map(summaryOf) } })),

    route.userGet('app/dns/template/info', ({ input }) => {
        const found = HELD_TEMPLATES.find(template => template.providerId === text(input.providerId) && template.serviceId === text(input.serviceId));
        if (!found) throw new DemoError('模板不存在');
        return ok({ data: found });
    }),
];
