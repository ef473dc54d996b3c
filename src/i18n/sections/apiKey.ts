import type { Shape } from '../shape';

/** The API key screen's messages: English and Chinese side by side. */
export const apiKeyEn = {
    title: 'API key',
    intro: 'Your programs call the API with this key instead of signing in. Keep it secret: whoever holds it can manage your domains.',
    key: 'Your key',
    masked: 'Key hidden',
    reveal: 'Show the key',
    hide: 'Hide the key',
    copy: 'Copy the key',
    createdAt: 'Generated %{time}',
    regenerate: 'Regenerate',
    confirmTitle: 'Regenerate the API key?',
    confirmContent: 'The current key stops working at once: every program using it must be given the new one.',
    regenerated: 'A new API key was generated',
    generated: 'Your API key was generated',
    noneTitle: 'No API key yet',
    noneBody: 'Generate one to call the API from your own programs and scripts.',
    generate: 'Generate an API key',
    exampleTitle: 'Calling the API',
    exampleIntro: 'Send the key in the "%{header}" header of every request. For example, listing your domains:',
    exampleCopy: 'Copy the example',
};

export const apiKeyCn: Shape<typeof apiKeyEn> = {
    title: 'API密钥',
    intro: '您的程序可以使用此密钥调用 API，无需登录。请妥善保管：持有密钥即可管理您的域名。',
    key: '您的密钥',
    masked: '密钥已隐藏',
    reveal: '显示密钥',
    hide: '隐藏密钥',
    copy: '复制密钥',
    createdAt: '生成时间：%{time}',
    regenerate: '重新生成',
    confirmTitle: '确定重新生成 API 密钥？',
    confirmContent: '当前密钥将立即失效，使用它的程序都需要更换为新密钥。',
    regenerated: '已生成新的 API 密钥',
    generated: 'API 密钥已生成',
    noneTitle: '您还没有 API 密钥',
    noneBody: '生成密钥后，即可在您自己的程序和脚本中调用 API。',
    generate: '生成 API 密钥',
    exampleTitle: '调用示例',
    exampleIntro: '每个请求都在请求头“%{header}”中带上密钥。例如，查询您的域名列表：',
    exampleCopy: '复制示例',
};

/** Field names of the resources these screens list (react-admin's resources.<name>.fields.*): none. */
export const apiKeyResourcesEn = {};

export const apiKeyResourcesCn: Shape<typeof apiKeyResourcesEn> = {};
