/** Business constants of SPEC section 9, in one place. */
export const REQUEST_TIMEOUT_MS = 300_000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const CAPTCHA_RETRIES = 5;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50, 100, 200];
export const USER_PAGE_SIZE_OPTIONS = [10, 20, 50, 100, 200];
export const DEFAULT_PAGE_SIZE = 20;
export const MESSAGE_LIST_SIZE = 100;
export const BADGE_CAP = 99;
export const BULK_DOMAIN_LIMIT = 500;
export const DEFAULT_HTTP_PORT = 80;
export const DEFAULT_HTTPS_PORT = 443;
export const SIDEBAR_WIDTH = 220;
export const SIDEBAR_COLLAPSED_WIDTH = 70;
export const BREAKPOINT_PHONE = 768;
export const BREAKPOINT_PAD = 992;
export const AUTO_COLLAPSE_MAX = 1366;
export const RESIZE_DEBOUNCE_MS = 100;
/** Success values of the envelope's `code` (SPEC section 7). */
export const SUCCESS_CODES: ReadonlyArray<number | string> = [1, 0, '1', '0'];
/** SPEC section 9, "Alert layer order 999999999": blocking dialogs sit above menus, drawers and toasts. */
export const ALERT_Z_INDEX = 999_999_999;
/** SPEC section 9, "Dialog default top 15vh". */
export const DIALOG_TOP = '15vh';
/** The last IPv4 address as an integer (255.255.255.255): "all segments" end here. */
export const IPV4_MAX = 4_294_967_295;
/** SPEC section 5 and 9, Recharge: the minimum (1.00 yuan, whole amounts only), in integer cents. */
export const RECHARGE_MIN_CENTS = 100;
/** The amounts the user console offers to pick (50, 100, 200, 500, 1000, 5000 yuan), in integer cents. */
export const RECHARGE_PRESET_CENTS: readonly number[] = [5_000, 10_000, 20_000, 50_000, 100_000, 500_000];
/** SPEC section 9: a paid recharge is credited within five minutes. */
export const RECHARGE_CREDIT_MINUTES = 5;
