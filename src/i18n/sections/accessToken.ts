import type { Shape } from '../shape';

/** The CDN access token screen's messages: English and Chinese side by side. */
export const accessTokenEn = {
    title: 'Access token',
    intro: 'The CDN console signs you in to this console with this token. Keep it secret: whoever holds it can open your account.',
    key: 'Your access token',
    masked: 'Token hidden',
    reveal: 'Show the token',
    hide: 'Hide the token',
    copy: 'Copy the token',
    createdAt: 'Generated %{time}',
    regenerate: 'Regenerate',
    confirmTitle: 'Regenerate the access token?',
    confirmContent: 'The current token stops working at once: the CDN console must be given the new one before it can sign you in again.',
    regenerated: 'A new access token was generated',
    generated: 'Your access token was generated',
    noneTitle: 'No access token yet',
    noneBody: 'Generate one so the CDN console can open this console already signed in.',
    generate: 'Generate an access token',
    linkTitle: 'Sign-in link',
    linkIntro: 'The CDN console opens this address to sign you in here; it is masked like the token until you show it.',
    linkCopy: 'Copy the link',
};

export const accessTokenCn: Shape<typeof accessTokenEn> = {
    title: '访问令牌',
    intro: 'CDN 控制台使用此令牌登录本控制台。请妥善保管：持有令牌即可进入您的账号。',
    key: '您的访问令牌',
    masked: '令牌已隐藏',
    reveal: '显示令牌',
    hide: '隐藏令牌',
    copy: '复制令牌',
    createdAt: '生成于 %{time}',
    regenerate: '重新生成',
    confirmTitle: '确定重新生成访问令牌？',
    confirmContent: '当前令牌将立即失效：需把新令牌配置到 CDN 控制台后才能再次登录。',
    regenerated: '已生成新的访问令牌',
    generated: '访问令牌已生成',
    noneTitle: '尚未生成访问令牌',
    noneBody: '生成后，CDN 控制台即可免登录打开本控制台。',
    generate: '生成访问令牌',
    linkTitle: '登录链接',
    linkIntro: 'CDN 控制台打开此地址即可登录本控制台；在显示令牌前，链接中的令牌同样隐藏。',
    linkCopy: '复制链接',
};

/** react-admin resource names and fields: none (the token is not a resource). */
export const accessTokenResourcesEn = {};

export const accessTokenResourcesCn: Shape<typeof accessTokenResourcesEn> = {};
