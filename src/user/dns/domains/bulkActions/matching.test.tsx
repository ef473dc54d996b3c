import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../../i18n/provider';
import { setupDemoServer } from '../../../../../tests/support/server';
import { fakeDomainsBackend, makeDomain } from '../../../../../tests/support/fakeDomains';
import { renderDomains } from '../../../../../tests/support/renderDomains';

const server = setupDemoServer();

/** 25 domains: more than a page of 20. */
const many = () => fakeDomainsBackend(Array.from({ length: 25 }, (_, index) => makeDomain(index + 1, `d${index + 1}.com`)));

const tickPage = async () => {
    await screen.findByRole('link', { name: 'd1.com' });
    fireEvent.click(screen.getAllByRole('checkbox')[0]);
};

afterEach(async () => {
    await i18nProvider.changeLocale('cn');
});

describe('My domains: all N matching', () => {
    it('offers all 25 once the page is ticked and pauses them through the batch call (cn)', async () => {
        const backend = many();
        server.use(...backend.handlers);
        renderDomains();
        await tickPage();
        fireEvent.click(await screen.findByRole('button', { name: '选择全部 25 个符合条件的域名' }));
        expect(await screen.findByText('已选择全部 25 个符合条件的域名')).toBeTruthy();
        fireEvent.click(screen.getAllByRole('button', { name: '暂停' })[0]);
        await waitFor(() => expect(backend.requests.some(r => r.path === 'status')).toBe(true));
        const ids = backend.requests.filter(r => r.path === 'status').flatMap(r => String(r.body.domainIds).split(','));
        expect(ids).toHaveLength(25);
        expect(backend.requests.find(r => r.path === 'status')!.body.status).toBe(3);
    });

    it('deletes all matching after a confirmation giving the count, and offers going back to the page (en)', async () => {
        await i18nProvider.changeLocale('en');
        const backend = many();
        server.use(...backend.handlers);
        renderDomains();
        await tickPage();
        fireEvent.click(await screen.findByRole('button', { name: 'Select all 25 matching domains' }));
        expect(await screen.findByRole('button', { name: 'Select this page only' })).toBeTruthy();
        fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByText('Delete all 25 matching domains?')).toBeTruthy();
        fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
        await waitFor(() => expect(backend.requests.filter(r => r.path === 'delete').flatMap(r => String(r.body.ids).split(','))).toHaveLength(25));
    });
});
