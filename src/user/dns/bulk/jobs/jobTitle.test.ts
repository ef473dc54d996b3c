import { describe, expect, it } from 'vitest';
import { addAreaMessages, i18nProvider } from '../../../../i18n/provider';
import bulk from '../../../../i18n/areas/user/bulk';
import { jobTitleIn } from './jobTitle';

addAreaMessages(bulk);

const shown = async (locale: 'cn' | 'en', title: string) => {
    await i18nProvider.changeLocale(locale);
    return jobTitleIn(i18nProvider.translate, title, name => (name === '专业版' && locale === 'en' ? 'Professional' : name));
};

describe('a bulk job title in the language shown', () => {
    it('reads a title written in either language and writes it in the one shown', async () => {
        expect(await shown('en', '3 个域名')).toBe('3 domains');
        expect(await shown('en', '12 个域名，分组 官网')).toBe('12 domains, group 官网');
        expect(await shown('en', '5 个域名，套餐 专业版')).toBe('5 domains, plan Professional');
        expect(await shown('cn', '20 records to 4 domains')).toBe('20 条记录添加到 4 个域名');
        expect(await shown('cn', '修改 7 条记录')).toBe('修改 7 条记录');
        expect(await shown('en', '找回 2 个域名')).toBe('Retrieve 2 domains');
    });

    it('keeps any other title as it was kept', async () => {
        expect(await shown('en', '导入到 example.com：添加 3')).toBe('导入到 example.com：添加 3');
        expect(await shown('en', 'my own note')).toBe('my own note');
        await i18nProvider.changeLocale('cn');
    });
});
