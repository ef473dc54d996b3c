import type { Shape } from '../shape';

/** Database export/import, the CDN auth key and the node config: English and Chinese side by side. */
export const databaseEn = {
    title: 'Database and keys',
    export: {
        title: 'Export the database',
        intro: 'Downloads the whole system database as one file: keep it as a backup, or import it into another installation.',
        action: 'Export',
        running: 'Downloading… %{size}',
        runningPercent: 'Downloading… %{percent}% (%{size})',
        cancel: 'Cancel',
        done: 'Exported %{name}',
    },
    import: {
        title: 'Import a database',
        intro: 'Replaces the current data with a database file exported from this system.',
        choose: 'Choose file',
        noFile: 'No file chosen',
        action: 'Import',
        confirmTitle: 'Replace the current data?',
        confirmContent:
            "Importing %{name} replaces ALL current data (users, domains, records, settings) with the file's content. This cannot be undone: export a backup first if unsure.",
        confirm: 'Replace and import',
        running: 'Uploading… %{percent}%',
        done: 'Database imported',
    },
    authKey: {
        title: 'CDN auth key',
        intro: 'The nodes authenticate with these values.',
        code: 'Key code',
        token: 'Token',
        importUrl: 'Import URL',
        empty: 'Not set',
        masked: 'Token hidden',
        reveal: 'Show token',
        hide: 'Hide token',
        copyToken: 'Copy token',
    },
    nodeConfig: {
        title: 'Node configuration',
        intro: 'The configuration the DNS nodes run with (read-only).',
        empty: 'The node configuration is empty',
        copy: 'Copy the configuration',
    },
};

export const databaseCn: Shape<typeof databaseEn> = {
    title: '数据库与密钥',
    export: {
        title: '导出数据库',
        intro: '将整个系统数据库下载为一个文件：可作为备份，或导入到另一套系统。',
        action: '导出',
        running: '正在下载… %{size}',
        runningPercent: '正在下载… %{percent}%（%{size}）',
        cancel: '取消',
        done: '已导出 %{name}',
    },
    import: {
        title: '导入数据库',
        intro: '用本系统导出的数据库文件替换当前数据。',
        choose: '选择文件',
        noFile: '未选择文件',
        action: '导入',
        confirmTitle: '替换当前数据？',
        confirmContent: '导入 %{name} 将用文件内容替换当前的全部数据（用户、域名、记录、设置），且无法撤销。如不确定，请先导出备份。',
        confirm: '替换并导入',
        running: '正在上传… %{percent}%',
        done: '数据库导入成功',
    },
    authKey: {
        title: 'CDN 授权密钥',
        intro: '节点使用以下信息进行认证。',
        code: '密钥编码',
        token: 'Token',
        importUrl: '导入地址',
        empty: '未设置',
        masked: 'Token 已隐藏',
        reveal: '显示 Token',
        hide: '隐藏 Token',
        copyToken: '复制 Token',
    },
    nodeConfig: {
        title: '节点配置',
        intro: 'DNS 节点当前运行的配置（只读）。',
        empty: '节点配置为空',
        copy: '复制配置',
    },
};
