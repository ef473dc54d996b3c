import type { Shape } from '../shape';

/** Test sends on the SMS and mail provider forms, and the CDN node check's list of nodes. */
export const providerChecksEn = {
    sms: {
        title: 'Send a test SMS',
        intro: 'Sends the verification-code template with the settings as typed above (a secret left empty is the saved one), before you save them.',
        recipient: 'Mobile number',
        send: 'Send test SMS',
    },
    mail: {
        title: 'Send a test mail',
        intro: 'Sends a test mail with the settings as typed above (a password left empty is the saved one), before you save them.',
        recipient: 'Email address',
        send: 'Send test mail',
    },
    delivered: 'Sent. The provider answered:',
    refused: 'Not sent. The provider answered:',
    failed: 'The test could not be sent: %{message}',
    nodes: {
        title: 'Nodes',
        intro: 'Every CDN node as the check last saw it.',
        summary: '%{online} of %{total} online',
        refresh: 'Check again',
        name: 'Node',
        ip: 'IP',
        region: 'Region',
        state: 'State',
        lastCheck: 'Last check',
        failures: 'Failures in a row',
        online: 'Online',
        offline: 'Offline',
        empty: 'No nodes reported yet.',
    },
};

export const providerChecksCn: Shape<typeof providerChecksEn> = {
    sms: {
        title: '发送测试短信',
        intro: '用上方当前填写的配置（未填写的密钥使用已保存的值）发送验证码模板，保存前先确认可用。',
        recipient: '手机号码',
        send: '发送测试短信',
    },
    mail: {
        title: '发送测试邮件',
        intro: '用上方当前填写的配置（未填写的授权密码使用已保存的值）发送一封测试邮件，保存前先确认可用。',
        recipient: '邮箱地址',
        send: '发送测试邮件',
    },
    delivered: '发送成功，服务商返回：',
    refused: '发送失败，服务商返回：',
    failed: '测试发送失败：%{message}',
    nodes: {
        title: '节点状态',
        intro: '各 CDN 节点最近一次检测的结果。',
        summary: '在线 %{online} / 共 %{total}',
        refresh: '重新获取',
        name: '节点',
        ip: 'IP',
        region: '地区',
        state: '状态',
        lastCheck: '最近检测',
        failures: '连续失败次数',
        online: '在线',
        offline: '离线',
        empty: '暂无节点上报。',
    },
};
