import type { Shape } from '../shape';

/**
 * Avatar menu entries added after the sign-in page was measured: loaded with each flavour's shell (its route-title
 * area), not with /login, where the first entries' labels (`layout.userMenu.*`) live.
 */
export const accountMenuEn = {
    apiTokens: 'API tokens',
    sessions: 'Sign-in devices',
    security: 'Account security',
};

export const accountMenuCn: Shape<typeof accountMenuEn> = {
    apiTokens: 'API令牌',
    sessions: '登录设备',
    security: '账号安全',
};
