import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { DataRouter } from '../../src/console/routing/DataRouter';

/**
 * A memory router that is a data router, as the console's (console/routing/DataRouter.tsx): in memory. Screens that block a navigation (the leave guards: useBlocker) need one.
 */
export const MemoryDataRouter = ({ initialEntries, children }: { initialEntries?: string[]; children: ReactNode }) => (
    <DataRouter create={routes => createMemoryRouter(routes, { initialEntries })}>{children}</DataRouter>
);
