import type { I18nArea } from '../provider';
import { changeSetsCn, changeSetsEn } from '../sections/changeSets';
import { planLimitsCn, planLimitsEn } from '../sections/planLimits';
import { rdataChecksCn, rdataChecksEn } from '../sections/rdataChecks';
import { recordChecksCn, recordChecksEn } from '../sections/recordChecks';
import { recordRemarksCn, recordRemarksEn } from '../sections/recordRemarks';
import { zoneChecksCn, zoneChecksEn } from '../sections/zoneChecks';
import { quickSetupCn, quickSetupEn } from '../sections/quickSetup';
import { recordAccessCn, recordAccessEn } from '../sections/recordAccess';
import type { Shape } from '../shape';
import knownNames from './knownNames';

/**
 * The record and zone checks' messages, the change-set UI's and the plan's limits in the record page: included by
 * every area whose screens edit records (a domain's records, the bulk pages).
 */
const en = {
    recordChecks: recordChecksEn,
    rdataChecks: rdataChecksEn,
    zoneChecks: zoneChecksEn,
    changeSets: changeSetsEn,
    planLimits: planLimitsEn,
    recordRemarks: recordRemarksEn,
    quickSetup: quickSetupEn,
    recordAccess: recordAccessEn,
};
const cn: Shape<typeof en> = {
    recordChecks: recordChecksCn,
    rdataChecks: rdataChecksCn,
    zoneChecks: zoneChecksCn,
    changeSets: changeSetsCn,
    planLimits: planLimitsCn,
    recordRemarks: recordRemarksCn,
    quickSetup: quickSetupCn,
    recordAccess: recordAccessCn,
};

export default { en, cn, includes: [knownNames] } satisfies I18nArea;
