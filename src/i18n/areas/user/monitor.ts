import './forms';
import { addAreaMessages } from '../provider';
import { gtmCn, gtmEn, gtmResourcesCn, gtmResourcesEn } from '../sections/gtm';
import { monitorsCn, monitorsEn, monitorsResourcesCn, monitorsResourcesEn } from '../sections/monitors';
import { httpdnsCn, httpdnsEn, httpdnsResourcesCn, httpdnsResourcesEn } from '../sections/httpdns';
import { analysisCn, analysisEn, analysisResourcesCn, analysisResourcesEn } from '../sections/analysis';
import { sslCn, sslEn, sslResourcesCn, sslResourcesEn } from '../sections/ssl';
import type { Shape } from '../shape';

/**
 * The messages of the service screens (scheduling, monitoring, HTTPDNS, analysis, SSL certificates). They ship in those screens' lazy chunks, not with /login: importing this module
 * adds them.
 */
export const servicesAreaEn = {
    gtm: gtmEn,
    monitors: monitorsEn,
    httpdns: httpdnsEn,
    analysis: analysisEn,
    ssl: sslEn,
    resources: { ...gtmResourcesEn, ...monitorsResourcesEn, ...httpdnsResourcesEn, ...analysisResourcesEn, ...sslResourcesEn },
};

export const servicesAreaCn: Shape<typeof servicesAreaEn> = {
    gtm: gtmCn,
    monitors: monitorsCn,
    httpdns: httpdnsCn,
    analysis: analysisCn,
    ssl: sslCn,
    resources: { ...gtmResourcesCn, ...monitorsResourcesCn, ...httpdnsResourcesCn, ...analysisResourcesCn, ...sslResourcesCn },
};

addAreaMessages({ en: servicesAreaEn, cn: servicesAreaCn });
