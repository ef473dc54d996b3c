import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { handlers } from '../../src/demo/handlers';

/**
 * The demo backend's own handlers answering in Node, exactly as in the browser. Call once at the top of a
 * test file: it starts the server, and resets the demo database after each test.
 */
export const setupDemoServer = () => {
    const server = setupServer(...handlers);
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterEach(async () => {
        server.resetHandlers();
        const { resetDemoDb } = await import('../../src/demo/db');
        resetDemoDb();
    });
    afterAll(() => server.close());
    return server;
};
