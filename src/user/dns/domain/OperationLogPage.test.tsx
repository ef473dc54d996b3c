import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDomainPage } from '../../../../tests/support/renderDomainPage';
import { setupDemoServer } from '../../../../tests/support/server';
import { call } from '../../../../tests/support/demo';
import { getDemoDb } from '../../../demo/db';
import { issueToken } from '../../../demo/http';
import { applyToZone, recordAt, ZONE, zoneNow } from './history/historyTesting';
import { OperationLogPage } from './OperationLogPage';

setupDemoServer();

describe('operation log tab', () => {
    it('links a change set’s row to its diff in the change history, and no other row', async () => {
        const user = userEvent.setup();
        const id = await applyToZone([{ op: 'delete', before: recordAt(await zoneNow(), 'api') }]);
        // a write that is no change of records logs a row of its own
        await call('app/dns/domain/update/attr', { token: issueToken(getDemoDb(), 'user', 1), json: { id: ZONE.id, remarks: 'legacy note' } });
        renderDomainPage('log-operation', <OperationLogPage />);
        const links = await screen.findAllByTestId('log-view-changes');
        expect(links).toHaveLength(1);
        const row = links[0].closest('tr')!;
        expect(within(row).getByText(/删除 api A/)).toBeTruthy();
        expect(
            screen
                .getByText(/legacy/)
                .closest('tr')!
                .querySelector('[data-testid="log-view-changes"]'),
        ).toBeNull();

        await user.click(links[0]);
        expect((await screen.findByTestId('landed')).textContent).toBe(`/dns/domain/list/admin/${ZONE.domain}/${ZONE.id}/1/history?entry=${id}`);
    });
});
