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
};

export const commonCn: Shape<typeof commonEn> = {
    leaveGuard: {
        title: '离开而不保存？',
        content: '您的修改尚未保存，离开此页面将丢失这些修改。确定离开吗？',
        confirm: '离开',
        cancel: '留在此页',
    },
};
