import type { I18nArea } from '../../provider';
import { adminMessagesCn, adminMessagesEn, adminMessagesResourcesCn, adminMessagesResourcesEn } from '../../sections/adminMessages';
import type { Shape } from '../../shape';
import forms from '../forms';

/** The messages of the admin messages (src/admin/messages: announcements and station letters). */
const en = {
    adminMessages: adminMessagesEn,
    resources: { ...adminMessagesResourcesEn },
};

const cn: Shape<typeof en> = {
    adminMessages: adminMessagesCn,
    resources: { ...adminMessagesResourcesCn },
};

export default { en, cn, includes: [forms] } satisfies I18nArea;
