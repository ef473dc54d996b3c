import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDemoDb } from '../../../demo/db';
import { BlackDomainList } from './BlackDomainList';
import { setupDemoServer } from '../../../../tests/support/server';
import { renderAdminScreen } from '../../../../tests/support/renderAdminScreen';

setupDemoServer();

describe('blocked domains order', () => {
    it('lists the newest entry first', async () => {
        const rows = getDemoDb().blacklist.domains;
        const newest = rows.reduce((a, b) => (Number(b.id) > Number(a.id) ? b : a));
        const oldest = rows.reduce((a, b) => (Number(b.id) < Number(a.id) ? b : a));
        renderAdminScreen('/dns/black/config/domains', <BlackDomainList />);
        await screen.findByText(newest.domain);
        await waitFor(() => {
            const cells = [...document.querySelectorAll('tbody tr')].map(row => row.textContent ?? '');
            expect(cells[0]).toContain(newest.domain);
            expect(cells.at(-1)).toContain(oldest.domain);
        });
    });
});
