import type { I18nArea } from '../../provider';
import { segmentRulesCn, segmentRulesEn } from '../../sections/segmentRules';
import type { Shape } from '../../shape';
import forms from '../forms';

/** The messages of the recursive DNS screen (src/admin/dns/recursive) beyond the core ones. */
const en = { segmentRules: segmentRulesEn };

const cn: Shape<typeof en> = { segmentRules: segmentRulesCn };

export default { en, cn, includes: [forms] } satisfies I18nArea;
