import type { Shape } from '../shape';

/**
 * Messages of the shared form pieces (SettingsForm, SecretInput, BatchDeleteButton) and of the form validators
 * that only settings screens use so far (ports, mobile, email). They are not needed by /login, so they ship
 * with the screens that use them (src/i18n/areas/forms.ts), under the keys those pieces use.
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
    },
    validation: {
        port: 'Ports range from 1 to 65535',
        portListFormat: 'Invalid port: %{line}',
        portListDuplicate: 'Port listed twice: %{line}',
        mobile: 'Invalid mobile number',
        email: 'Invalid email address',
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
    },
    validation: {
        port: '端口范围为1~65535',
        portListFormat: '端口格式错误：%{line}',
        portListDuplicate: '端口不能重复：%{line}',
        mobile: '手机号格式错误',
        email: '邮箱地址格式错误',
    },
};
