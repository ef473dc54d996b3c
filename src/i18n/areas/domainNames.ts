import type { I18nArea } from '../provider';
import { domainNamesCn, domainNamesEn } from '../sections/domainNames';
import type { Shape } from '../shape';

/** Domain names as people type them (sections/domainNames.ts): included by the areas of the screens that add domains. */
const en = { domainNames: domainNamesEn };
const cn: Shape<typeof en> = { domainNames: domainNamesCn };

export default { en, cn } satisfies I18nArea;
