import type { Shape } from '../shape';

/** The domain licence screens' messages: English and Chinese side by side. */
export const domainLicenseEn = {
    title: 'Domain authorisation',
    tabsLabel: 'Received or initiated',
    tabs: { receive: 'Received', initiate: 'Initiated' },
    intro: {
        receive: 'Accounts that shared the management of one of their domains with you. Accept to manage it, or refuse.',
        initiate: 'Domains whose management you shared with another account. Revoke a share to take it back.',
    },
    search: 'Domain',
    columns: { domain: 'Domain', from: 'Shared by', to: 'Shared with', status: 'Status', createTime: 'Shared on', updateTime: 'Updated', actions: 'Actions' },
    status: { pending: 'Awaiting answer', accepted: 'Accepted', refused: 'Refused', revoked: 'Revoked' },
    actions: { accept: 'Accept', refuse: 'Refuse', revoke: 'Revoke', create: 'Share a domain' },
    confirm: {
        acceptTitle: 'Accept the domain %{domain}?',
        acceptContent: '%{account} shares the management of %{domain} with you.',
        refuseTitle: 'Refuse the domain %{domain}?',
        refuseContent: '%{account} will see that you refused. They can share it again later.',
        revokeTitle: 'Revoke the share of %{domain}?',
        revokeContent: '%{account} will no longer manage %{domain}.',
    },
    done: {
        accept: 'Authorisation accepted',
        refuse: 'Authorisation refused',
        revoke: 'Authorisation revoked',
        create: 'Shared: waiting for the other account to accept',
    },
    form: {
        title: "Share a domain's management",
        intro: 'The other account can accept or refuse; you can revoke the share at any time.',
        domain: 'Domain',
        domainRequired: 'Choose a domain',
        account: 'Other account',
        accountHelp: 'Their username, email or mobile',
        accountRequired: 'Enter the other account',
        submit: 'Share',
    },
    empty: {
        receiveTitle: 'Nothing shared with you yet',
        receiveBody: 'When another account shares a domain with you it appears here to accept. Give them your username, email or mobile.',
        initiateTitle: 'You have not shared any domain',
        initiateBody: 'Share a domain to let another account manage it with you.',
        noMatch: 'No authorisation matches the search',
    },
};

export const domainLicenseCn: Shape<typeof domainLicenseEn> = {
    title: '域名授权',
    tabsLabel: '收到的或发起的授权',
    tabs: { receive: '我收到的', initiate: '我发起的' },
    intro: {
        receive: '其他账号授权给您管理的域名。接受后即可管理，也可以拒绝。',
        initiate: '您授权给其他账号管理的域名。撤销授权即可收回。',
    },
    search: '域名',
    columns: { domain: '域名', from: '授权方', to: '被授权方', status: '状态', createTime: '授权时间', updateTime: '更新时间', actions: '操作' },
    status: { pending: '待接受', accepted: '已接受', refused: '已拒绝', revoked: '已撤销' },
    actions: { accept: '接受', refuse: '拒绝', revoke: '撤销', create: '授权域名' },
    confirm: {
        acceptTitle: '确定接受域名 %{domain} 的授权？',
        acceptContent: '%{account} 将域名 %{domain} 的管理权授权给您。',
        refuseTitle: '确定拒绝域名 %{domain} 的授权？',
        refuseContent: '%{account} 会看到您已拒绝，之后仍可重新授权。',
        revokeTitle: '确定撤销域名 %{domain} 的授权？',
        revokeContent: '撤销后 %{account} 将不能再管理 %{domain}。',
    },
    done: {
        accept: '已接受授权',
        refuse: '已拒绝授权',
        revoke: '已撤销授权',
        create: '授权已发出，等待对方接受',
    },
    form: {
        title: '授权域名管理',
        intro: '对方可以接受或拒绝；您可以随时撤销授权。',
        domain: '域名',
        domainRequired: '请选择域名',
        account: '对方账号',
        accountHelp: '对方的用户名、邮箱或手机号',
        accountRequired: '请输入对方账号',
        submit: '授权',
    },
    empty: {
        receiveTitle: '暂无收到的授权',
        receiveBody: '其他账号授权域名给您后会显示在这里，等待您接受。请把您的用户名、邮箱或手机号告诉对方。',
        initiateTitle: '您还没有授权过域名',
        initiateBody: '授权域名后，其他账号即可与您一起管理该域名。',
        noMatch: '没有符合搜索条件的授权',
    },
};

/** Field names of the resources these screens list (react-admin's resources.<name>.fields.*). */
export const domainLicenseResourcesEn = {
    domainLicense: {
        name: 'Domain authorisation |||| Domain authorisations',
        fields: { domain: 'Domain', fromAccount: 'Shared by', toAccount: 'Shared with', status: 'Status', createTime: 'Shared on', updateTime: 'Updated' },
    },
};

export const domainLicenseResourcesCn: Shape<typeof domainLicenseResourcesEn> = {
    domainLicense: {
        name: '域名授权',
        fields: { domain: '域名', fromAccount: '授权方', toAccount: '被授权方', status: '状态', createTime: '授权时间', updateTime: '更新时间' },
    },
};
