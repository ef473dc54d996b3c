import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LICENSE_RIGHTS } from '../../../../data/domainLicenses/rights';
import { setupDemoServer } from '../../../../../tests/support/server';
import { DOMAIN, DOMAIN_PATH, answer, renderDomainTabs } from '../../../../../tests/support/renderDomainPage';

const server = setupDemoServer();

const licensed = (shareRights: number) => ({ ...DOMAIN, locked: 0, isShare: 1, shareFrom: 'lisi', shareRights });

const recordButtons = () => {
    const add = screen.getByTestId('records-add') as HTMLButtonElement;
    const quick = screen.getByTestId('quick-setup-open') as HTMLButtonElement;
    return { add, quick };
};

describe('who can change the records of a domain', { timeout: 30_000 }, () => {
    it('a domain licensed for viewing only shows its records with every change closed, and says why (Chinese)', async () => {
        server.use(answer.domain(licensed(LICENSE_RIGHTS.view)));
        renderDomainTabs('record');
        expect((await screen.findByTestId('records-read-only')).textContent).toBe('该域名由 lisi 授权给您，仅可查看：可以查看解析记录，不能修改。');
        const { add, quick } = recordButtons();
        expect(add.disabled).toBe(true);
        expect(quick.disabled).toBe(true);
        await waitFor(() => expect(document.querySelector('td[data-record-id]')).not.toBeNull());
        const actions = document.querySelector('td[data-record-id]') as HTMLElement;
        expect(
            within(actions)
                .getAllByRole('button')
                .map(button => (button as HTMLButtonElement).disabled),
        ).toEqual([true, true, true]);
        // no selection, so no bulk actions
        expect(screen.queryByRole('checkbox')).toBeNull();
    });

    it('says so in English', async () => {
        server.use(answer.domain(licensed(LICENSE_RIGHTS.view)));
        renderDomainTabs('record', DOMAIN_PATH, 'en');
        expect((await screen.findByTestId('records-read-only')).textContent).toBe(
            'Licensed to you by lisi for viewing only: you can read its records but not change them.',
        );
    });

    it('a licence with the records right leaves every change open', async () => {
        server.use(answer.domain(licensed(LICENSE_RIGHTS.records)));
        renderDomainTabs('record');
        await waitFor(() => expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0));
        expect(screen.queryByTestId('records-read-only')).toBeNull();
        expect(recordButtons().add.disabled).toBe(false);
    });

    it('a locked domain says it is locked', async () => {
        server.use(answer.domain({ ...DOMAIN, locked: 1 }));
        renderDomainTabs('record', DOMAIN_PATH, 'en');
        expect((await screen.findByTestId('records-read-only')).textContent).toBe(
            'This domain is locked: unlock it in the domain list before changing its records.',
        );
        expect(recordButtons().add.disabled).toBe(true);
    });
});
