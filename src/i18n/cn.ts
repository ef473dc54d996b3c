import type { AppMessages } from './en';
import type { Shape } from './shape';

/** Chinese application messages: the same shape as en.ts, checked by the compiler. */
export const cn: Shape<AppMessages> = {
    app: {
        name: 'DNS 控制台',
        adminName: 'DNS 管理后台',
        language: '语言',
        placeholder: {
            title: '%{feature}',
            body: '该功能正在建设中，将在后续版本中开放。',
        },
        notFound: {
            title: '页面不存在',
            body: '您访问的页面不存在或已被移动。',
            home: '返回控制台',
        },
    },
    http: {
        status: {
            '400': '错误请求',
            '401': '未授权，请重新登录',
            '402': '登录已过期',
            '403': '拒绝访问',
            '404': '请求错误，未找到该资源',
            '406': '请求的格式不可得',
            '410': '请求的资源被永久删除，且不会再得到',
            '500': '服务器数据错误',
            '502': '网关错误',
            '503': '服务不可用，服务器暂时过载或维护',
            '504': '网关超时',
            other: '请求失败',
        },
        timeout: '请求超时，请稍后重试',
        network: '请求异常！请检查网络连接',
        badResponse: '服务器返回的数据无法解析',
        failed: '操作失败',
    },
    // sign-in, session and the header (owned by the auth work)
    auth: {},
    // recursive DNS page and IP validators (owned by the recursive work)
    recursive: {},
    validation: {},
    // messages and system config (owned by their resources)
    messages: {},
    sysConfig: {},
    resources: {
        message: { name: '消息', fields: {} },
        config: { name: '系统配置', fields: {} },
        recursiveSegments: { name: 'IP段', fields: {} },
    },
    menu: {
        dashboard: '概览',
        messages: '消息中心',
        recursive: '递归DNS',
        sysConfig: '系统配置',
    },
};
