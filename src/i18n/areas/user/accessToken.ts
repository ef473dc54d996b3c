import type { I18nArea } from '../../provider';
import { accessTokenCn, accessTokenEn } from '../../sections/accessToken';
import type { Shape } from '../../shape';

/** The messages of the CDN access token (src/user/dns/accessToken). */
const en = {
    accessToken: accessTokenEn,
};

const cn: Shape<typeof en> = {
    accessToken: accessTokenCn,
};

export default { en, cn } satisfies I18nArea;
