import type { Shape } from '../shape';

/**
 * What the shell says above or in place of a page, as `shellNotices.*`: an answer held something it could not read
 * (console/shell/UnreadableNotice.tsx), a screen failed while rendering (console/routing/ScreenErrorPage.tsx).
 * Only a page past /login shows them: the messages load with the flavour's shell (i18n/areas/userRoutes.ts,
 * adminRoutes.ts) and with the open account pages (i18n/areas/open/account.ts), not with /login.
 */
export const shellNoticesEn = {
    unreadable: 'Part of what the server sent could not be read and is not shown (%{calls}).',
    renderError: {
        title: 'This page could not be shown',
        body: 'Something went wrong while showing this page. Try again, or open another page from the menu.',
        detail: 'What failed: %{message}',
    },
};

export const shellNoticesCn: Shape<typeof shellNoticesEn> = {
    unreadable: '服务器返回的部分数据无法读取，未予显示（%{calls}）。',
    renderError: {
        title: '页面显示出错',
        body: '显示此页面时出错。请重试，或从菜单打开其他页面。',
        detail: '出错原因：%{message}',
    },
};
