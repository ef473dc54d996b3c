import { createServices } from '../../src/console/services';
import type { Flavour } from '../../src/authProvider/session';

/** Test origin: Node's fetch needs absolute URLs, so tests point the client at this base. */
export const TEST_API_ROOT = 'http://localhost/antsxdp/';

export const testServices = (flavour: Flavour) =>
    createServices(flavour, {
        apiRoot: TEST_API_ROOT,
        resetAPI: false,
        debug: false,
        customMode: false,
        demo: true,
        currencySymbol: '¥',
        adminBase: '/admin',
        userConsoleUrl: '',
    });
