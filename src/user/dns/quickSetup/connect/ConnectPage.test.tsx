import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDemoDb } from '../../../../demo/db';
import dnsArea from '../../../../i18n/areas/user/dns';
import { addAreaMessages } from '../../../../i18n/provider';
import { renderAccountScreen } from '../../../../../tests/support/renderAccountScreen';
import { setupDemoServer } from '../../../../../tests/support/server';
import { zoneNow } from '../../domain/history/historyTesting';
import { ConnectPage } from './ConnectPage';
import { leaveFor } from './leave';

vi.mock('./leave', () => ({ leaveFor: vi.fn() }));

setupDemoServer();
addAreaMessages(dnsArea);

const ROUTE = '/v2/domainTemplates/providers/:providerId/services/:serviceId/apply';
const ALLOWED = 'https://app.sitebuilder.example/done';

/** The page at a link of the demo's Site Builder template (or another), for user 1. */
const open = (query: Record<string, string>, { service = 'sitebuilder.example/services/website', locale = 'cn' as 'cn' | 'en' } = {}) =>
    renderAccountScreen(ROUTE, <ConnectPage />, `/v2/domainTemplates/providers/${service}/apply?${new URLSearchParams(query)}`, 1, locale);

const SITE = { domain: 'itiger.net', host: 'connect', ip: '192.0.2.44', token: 'tok' };

afterEach(() => vi.mocked(leaveFor).mockClear());

describe('the Domain Connect apply page', () => {
    it('shows the service, the values and the diff, asks the phishing question, applies and returns with state', async () => {
        open({ ...SITE, redirect_uri: `${ALLOWED}?x=1`, state: 's 1' });
        await screen.findByText('Website and shop');
        expect(screen.getByText('Site Builder 请求在 connect.itiger.net 上设置“Website and shop”。')).toBeTruthy();
        expect(screen.getByText('ip：192.0.2.44')).toBeTruthy();
        expect(screen.getByText('完成后将返回 app.sitebuilder.example。')).toBeTruthy();
        const apply = await screen.findByTestId('connect-apply');
        expect(screen.getByText('connect A 192.0.2.44', { exact: false })).toBeTruthy();
        expect(apply).toHaveProperty('disabled', true);
        fireEvent.click(screen.getByTestId('connect-trusted'));
        fireEvent.click(apply);
        await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(`${ALLOWED}?x=1&state=s+1`));
        await screen.findByText('记录已设置。');
        const zone = await zoneNow();
        expect(zone.some(record => record.top === 'connect' && record.record_type === 'A' && record.value === '192.0.2.44')).toBe(true);
        expect(zone.some(record => record.top === 'www.connect' && record.record_type === 'CNAME')).toBe(true);
    });

    it('declined, it returns with access_denied and user_cancel', async () => {
        open({ ...SITE, host: 'declined', redirect_uri: ALLOWED, state: 'z' });
        fireEvent.click(await screen.findByTestId('connect-decline'));
        expect(leaveFor).toHaveBeenCalledWith(`${ALLOWED}?state=z&error=access_denied&error_description=user_cancel`);
        await screen.findByText('未做任何变更。');
    });

    it('says up front that a return address the template does not name is not followed, and stays', async () => {
        open({ ...SITE, host: 'stay', redirect_uri: 'https://evil.example/cb', state: 'z' }, { locale: 'en' });
        expect((await screen.findByTestId('connect-not-followed')).textContent).toBe(
            'The service asks to send you back to https://evil.example/cb, which its template does not name: you will stay here.',
        );
        fireEvent.click(await screen.findByTestId('connect-decline'));
        await screen.findByText('Nothing was changed.');
        expect(leaveFor).not.toHaveBeenCalled();
    });

    it.each([
        ['an unknown template', { ...SITE }, 'nobody.example/services/none', 'This console does not know the service nobody.example / none.'],
        ['a domain not in the account', { ...SITE, domain: 'not-mine.example' }, undefined, 'The domain not-mine.example is not in your account.'],
        ['no domain', { ip: '1.2.3.4' }, undefined, 'The link names no domain.'],
        [
            'a wildcard subdomain',
            { ...SITE, host: '*.x' },
            undefined,
            'The link’s subdomain “*.x” cannot be used: A service is set up on a named subdomain, not on *.',
        ],
        ['a missing variable', { domain: 'itiger.net', host: 'x', token: 't' }, undefined, 'Fill in: ip'],
        [
            'a template the console keeps for its own gallery',
            { domain: 'itiger.net' },
            'presets.console/services/spf',
            'This service cannot be set up from a link: open Quick setup in the record list.',
        ],
    ])('refuses %s with a message', async (_, query, service, message) => {
        open(query, { service, locale: 'en' });
        expect((await screen.findByTestId('connect-refusal')).textContent).toBe(message);
    });

    it('refuses a domain shared with the user to view only', async () => {
        const licence = getDemoDb().domainLicenses.find(row => row.domainId === 302)!;
        const rights = licence.rights;
        licence.rights = 1;
        try {
            open({ ...SITE, domain: 'weekend-photo.net' }, { locale: 'en' });
            expect((await screen.findByTestId('connect-refusal')).textContent).toBe(
                'The domain weekend-photo.net was shared with you to view only: its records cannot be changed here.',
            );
        } finally {
            licence.rights = rights;
        }
    });
});
