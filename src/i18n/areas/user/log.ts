import type { I18nArea } from '../../provider';
import { userLogsCn, userLogsEn, userLogsResourcesCn, userLogsResourcesEn } from '../../sections/userLogs';
import type { Shape } from '../../shape';
import forms from '../forms';
import knownNames from '../knownNames';
import actingSession from '../actingSession';

/** The messages of the user's operation logs (src/user/log). */
const en = {
    userLogs: userLogsEn,
    resources: { ...userLogsResourcesEn },
};

const cn: Shape<typeof en> = {
    userLogs: userLogsCn,
    resources: { ...userLogsResourcesCn },
};

export default { en, cn, includes: [forms, knownNames, actingSession] } satisfies I18nArea;
