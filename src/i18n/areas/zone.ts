import type { I18nArea } from '../provider';
import { changeSetsCn, changeSetsEn } from '../sections/changeSets';
import { recordChecksCn, recordChecksEn } from '../sections/recordChecks';
import { zoneChecksCn, zoneChecksEn } from '../sections/zoneChecks';
import type { Shape } from '../shape';

/** The record and zone checks' messages and the change-set UI's: included by every area whose screens edit records (a domain's records, the bulk pages). */
const en = { recordChecks: recordChecksEn, zoneChecks: zoneChecksEn, changeSets: changeSetsEn };
const cn: Shape<typeof en> = { recordChecks: recordChecksCn, zoneChecks: zoneChecksCn, changeSets: changeSetsCn };

export default { en, cn } satisfies I18nArea;
