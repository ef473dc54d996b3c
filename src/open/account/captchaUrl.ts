import { apiBase, readRuntimeConfig } from '../../config/runtime';
import { captchaPath } from '../login/captcha';

/** The user console's image captcha for `uuid` (the SMS code is sent only with it). */
export const captchaUrl = (uuid: string): string => `${apiBase(readRuntimeConfig())}${captchaPath('user')}?uuid=${encodeURIComponent(uuid)}`;
