import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRESETS } from '../../../data/quickSetup/presets';
import zoneArea from '../../../i18n/areas/zone';
import { addAreaMessages, i18nProvider } from '../../../i18n/provider';
import { renderWithAdmin } from '../changeSets/testing';
import { BUILDERS } from './builders';
import { TemplateForm, type TemplateFormValues } from './TemplateForm';
import { TemplateGallery } from './TemplateGallery';

addAreaMessages(zoneArea);

const summaries = PRESETS.map(({ providerId, serviceId, providerName, serviceName, category }) => ({
    providerId,
    serviceId,
    providerName,
    serviceName,
    category,
    logoUrl: '',
}));

const DmarcForm = () => {
    const template = PRESETS.find(preset => preset.serviceId === 'dmarc')!;
    const [values, setValues] = useState<TemplateFormValues>({ fields: BUILDERS.dmarc.defaults(), groups: [], host: '' });
    return <TemplateForm template={template} builder={BUILDERS.dmarc} values={values} onChange={setValues} />;
};

/** A preset's form on example.com, with its subdomain field. */
const VerificationForm = () => {
    const template = PRESETS.find(preset => preset.serviceId === 'google-search-console')!;
    const [values, setValues] = useState<TemplateFormValues>({ fields: {}, groups: [], host: '' });
    return <TemplateForm template={template} domain="example.com" values={values} onChange={setValues} />;
};

afterEach(() => i18nProvider.changeLocale('cn'));

describe('quick setup', () => {
    it.each([
        ['cn', '邮箱', '腾讯企业邮箱', '搜索服务'],
        ['en', 'Mail', 'Tencent Exmail', 'Search services'],
    ] as const)('the gallery (%s) filters by category and by search', async (locale, mail, exmail, search) => {
        await i18nProvider.changeLocale(locale);
        const picked: string[] = [];
        renderWithAdmin(<TemplateGallery templates={summaries} onPick={template => picked.push(template.serviceId)} />);
        const user = userEvent.setup();
        await user.click(await screen.findByRole('button', { name: mail }));
        const gallery = screen.getByTestId('template-gallery');
        expect(within(gallery).getByText(exmail)).toBeTruthy();
        expect(within(gallery).queryByText('DMARC')).toBeNull();
        await user.type(screen.getByRole('textbox', { name: search }), 'google');
        expect(within(gallery).queryByText(exmail)).toBeNull();
        await user.click(within(gallery).getByText('Google Workspace'));
        expect(picked).toEqual(['google-workspace']);
    });

    it.each([
        ['cn', '汇总报告发送至（rua）', '请输入邮箱地址，多个用逗号分隔'],
        ['en', 'Aggregate reports to (rua)', 'Enter mail addresses, separated by commas'],
    ] as const)('the DMARC builder (%s) writes a valid record from its fields', async (locale, rua, badMail) => {
        await i18nProvider.changeLocale(locale);
        renderWithAdmin(<DmarcForm />);
        const user = userEvent.setup();
        expect(screen.getByTestId('builder-record').textContent).toBe('v=DMARC1; p=none');
        const reports = screen.getByRole('textbox', { name: rua });
        await user.type(reports, 'bad');
        expect(screen.getByText(badMail)).toBeTruthy();
        await user.clear(reports);
        await user.type(reports, 'dmarc@example.com');
        expect(screen.getByTestId('builder-record').textContent).toBe('v=DMARC1; p=none; rua=mailto:dmarc@example.com');
    });

    it.each([
        ['cn', '子域名（留空表示域名本身）', '记录将添加在 example.com 下', '记录将添加在 shop.example.com 下', '服务需设置在具体的子域名上'],
        ['en', 'Subdomain (empty for the domain itself)', 'Records go under example.com', 'Records go under shop.example.com', 'Use letters, digits'],
    ] as const)('the subdomain field (%s) says where the records go, and what is wrong with a bad name', async (locale, label, apex, shop, bad) => {
        await i18nProvider.changeLocale(locale);
        renderWithAdmin(<VerificationForm />);
        const user = userEvent.setup();
        expect(screen.getByText(apex)).toBeTruthy();
        const host = screen.getByRole('textbox', { name: label });
        await user.type(host, 'Shop');
        expect(screen.getByText(shop)).toBeTruthy();
        await user.clear(host);
        await user.type(host, locale === 'cn' ? 'a.*' : 'sh op');
        expect(screen.getByText(bad, { exact: false })).toBeTruthy();
    });
});
