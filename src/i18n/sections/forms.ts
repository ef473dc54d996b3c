import type { Shape } from '../shape';

/**
 * Messages of the shared form pieces (SettingsForm, SecretInput, BatchDeleteButton, DateRangeFilter) and of the
 * validators both consoles' forms use (domains, ports, mobile, email, passwords). They are not needed by /login,
 * so they ship with the screens that use them (src/i18n/areas/forms.ts, which the areas of those screens include),
 * under the keys those pieces use.
 */
export const formsEn = {
    common: {
        // success texts of SPEC section 8
        done: {
            savedConfig: 'Configuration saved',
            saved: 'Saved',
            deleted: 'Deleted',
            added: 'Added',
            updated: 'Updated',
            operated: 'Done',
        },
        save: 'Save',
        nothingSelected: 'Select the rows to delete first',
        secret: { show: 'Show', hide: 'Hide' },
        // ui/SendCodeButton
        sendCode: {
            send: 'Get code',
            sending: 'Sending…',
            resendIn: 'Resend in %{seconds}s',
            sent: 'The verification code has been sent',
            demoCode: 'Demo: the code sent is %{code}',
            failed: 'The code could not be sent',
        },
        // the date range filter (ui/DateRangeFilter) and its SPEC section 9 presets
        dateRange: {
            label: 'Date range',
            today: 'Today',
            yesterday: 'Yesterday',
            thisWeek: 'This week',
            thisMonth: 'This month',
            thisQuarter: 'This quarter',
            last30Days: 'Last 30 days',
            previousDay: 'Previous day',
            nextDay: 'Next day',
            start: 'Start date',
            end: 'End date',
        },
    },
    validation: {
        port: 'Ports range from 1 to 65535',
        portListFormat: 'Invalid port: %{line}',
        portListDuplicate: 'Port listed twice: %{line}',
        mobile: 'Invalid mobile number',
        email: 'Invalid email address',
        rechargeRequired: 'Enter an amount',
        rechargeChoose: 'Choose or enter an amount',
        rechargeInvalid: 'Enter a valid amount',
        rechargeWhole: 'Whole amounts only',
        rechargeMin: 'The minimum is 1.00',
        // account passwords (validation/password.ts)
        passwordLength: 'A password has %{min} to %{max} characters',
        passwordChinese: 'A password cannot contain Chinese characters',
        passwordMismatch: 'The two passwords do not match',
        // SPEC section 5 "Domain" (validation/domain.ts): both consoles' domain fields
        domain: 'Invalid domain name',
        // SPEC section 5 "Domain list" (validation/domainList.ts): the blacklist and the bulk tabs
        domainList: {
            format: 'Invalid domain: %{line}',
            duplicate: 'Duplicate domain: %{line}',
            tooMany: 'At most %{line} domains at a time',
        },
    },
};

export const formsCn: Shape<typeof formsEn> = {
    common: {
        done: {
            savedConfig: '保存配置成功',
            saved: '保存成功',
            deleted: '删除成功',
            added: '添加成功',
            updated: '修改成功',
            operated: '操作成功',
        },
        save: '保存',
        nothingSelected: '请选择要删除的数据',
        secret: { show: '显示', hide: '隐藏' },
        sendCode: {
            send: '获取验证码',
            sending: '发送中…',
            resendIn: '%{seconds}秒后重新获取',
            sent: '验证码已发送',
            demoCode: '演示环境：发送的验证码为 %{code}',
            failed: '验证码发送失败',
        },
        dateRange: {
            label: '时间范围',
            today: '今天',
            yesterday: '昨天',
            thisWeek: '本周',
            thisMonth: '本月',
            thisQuarter: '本季度',
            last30Days: '最近30天',
            previousDay: '前一天',
            nextDay: '后一天',
            start: '开始日期',
            end: '结束日期',
        },
    },
    validation: {
        port: '端口范围为1~65535',
        portListFormat: '端口格式错误：%{line}',
        portListDuplicate: '端口不能重复：%{line}',
        mobile: '手机号格式错误',
        email: '邮箱地址格式错误',
        rechargeRequired: '请输入充值金额',
        rechargeChoose: '请选择或输入充值金额',
        rechargeInvalid: '请输入正确的金额',
        rechargeWhole: '充值金额只能是整数',
        rechargeMin: '充值金额最低 1.00 元',
        passwordLength: '密码长度为%{min}~%{max}个字符',
        passwordChinese: '密码不能包含中文',
        passwordMismatch: '两次输入的密码不一致',
        domain: '域名格式错误',
        domainList: {
            format: '域名格式不正确：%{line}',
            duplicate: '域名不能重复：%{line}',
            tooMany: '一次最多添加 %{line} 个域名',
        },
    },
};
