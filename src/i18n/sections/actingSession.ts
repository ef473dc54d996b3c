import type { Shape } from '../shape';

/** An administrator's session as a user: the user console's banner, the log's mark, the web config setting. */
export const actingSessionEn = {
    banner: 'Acting as %{user} (administrator %{admin}); ends in %{left}',
    returnToAdmin: 'Return to admin',
    ended: 'The session as this user has ended',
    byAdmin: 'by administrator %{admin}',
    setting: {
        label: 'Sign-in as a user: session length (minutes)',
        help: 'Default 30; from 5 to 240. The user console then ends the session.',
        invalid: 'Whole minutes from 5 to 240',
    },
};

export const actingSessionCn: Shape<typeof actingSessionEn> = {
    banner: '正在以 %{user} 的身份操作（管理员 %{admin}），%{left} 后自动结束',
    returnToAdmin: '返回管理后台',
    ended: '代为登录已结束',
    byAdmin: '由管理员 %{admin} 操作',
    setting: {
        label: '登录该用户：会话时长（分钟）',
        help: '默认 30；5 至 240 分钟，到时用户控制台自动结束该会话。',
        invalid: '请输入 5 至 240 的整数分钟',
    },
};
