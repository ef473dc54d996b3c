import type { Shape } from '../shape';

/**
 * Messages of the shared components (src/components): English and Chinese side by side, the Chinese typed as the
 * same shape. Wired into en.ts / cn.ts under `common`.
 */
export const commonEn = {
    leaveGuard: {
        title: 'Leave without saving?',
        content: 'Your changes are not saved yet. Leave this page and lose them?',
        confirm: 'Leave',
        cancel: 'Stay',
    },
    retry: 'Retry',
    loadError: 'Could not load: %{message}',
    copy: {
        action: 'Copy',
        label: 'Copy %{text}',
        done: 'Copied',
        empty: 'Nothing to copy',
        unsupported: 'This browser cannot copy: select the text and copy it by hand',
    },
};

export const commonCn: Shape<typeof commonEn> = {
    leaveGuard: {
        title: '离开而不保存？',
        content: '您的修改尚未保存，离开此页面将丢失这些修改。确定离开吗？',
        confirm: '离开',
        cancel: '留在此页',
    },
    retry: '重试',
    loadError: '加载失败：%{message}',
    copy: {
        action: '复制',
        label: '复制 %{text}',
        done: '复制成功',
        empty: '复制内容为空',
        unsupported: '该浏览器不支持复制，请手动选择文本复制',
    },
};
