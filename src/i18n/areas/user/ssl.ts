import type { I18nArea } from '../../provider';
import { sslCn, sslEn, sslResourcesCn, sslResourcesEn } from '../../sections/ssl';
import type { Shape } from '../../shape';
import forms from '../forms';

/** The messages of the SSL certificate screens (src/user/ssl). */
const en = {
    ssl: sslEn,
    resources: { ...sslResourcesEn },
};

const cn: Shape<typeof en> = {
    ssl: sslCn,
    resources: { ...sslResourcesCn },
};

export default { en, cn, includes: [forms] } satisfies I18nArea;
