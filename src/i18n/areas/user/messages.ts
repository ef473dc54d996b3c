import type { I18nArea } from '../../provider';
import { messageFiltersCn, messageFiltersEn } from '../../sections/messageFilters';
import type { Shape } from '../../shape';
import forms from '../forms';

/** The messages of the user's messages (src/user/messages). */
const en = {
    messageFilters: messageFiltersEn,
};

const cn: Shape<typeof en> = {
    messageFilters: messageFiltersCn,
};

export default { en, cn, includes: [forms] } satisfies I18nArea;
