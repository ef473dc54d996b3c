/**
 * English application messages. The Chinese catalog (cn.ts) is typed as the same shape, so a key added here
 * and not there fails the type check. Sections follow the folders of src/.
 */
export const en = {
    app: {
        name: 'DNS Console',
        adminName: 'DNS Console Admin',
        language: 'Language',
        placeholder: {
            title: '%{feature}',
            body: 'This screen is being built. It will appear here in a coming release.',
        },
        notFound: {
            title: 'Page not found',
            body: 'The page you asked for does not exist or has moved.',
            home: 'Back to the console',
        },
    },
    http: {
        status: {
            '400': 'Bad request',
            '401': 'Not authorised',
            '402': 'Token expired',
            '403': 'Access forbidden',
            '404': 'Resource not found',
            '406': 'Requested format unavailable',
            '410': 'Resource permanently deleted',
            '500': 'Server data error',
            '502': 'Gateway error',
            '503': 'Service unavailable, the server is overloaded or under maintenance',
            '504': 'Gateway timeout',
            other: 'Request failed',
        },
        timeout: 'The request timed out. Please try again.',
        network: 'Request error! Check your network connection.',
        badResponse: 'The server sent an unreadable answer.',
        failed: 'The operation failed.',
    },
    // sign-in, session and the header (owned by the auth work)
    auth: {},
    // recursive DNS page and IP validators (owned by the recursive work)
    recursive: {},
    validation: {},
    // messages and system config (owned by their resources)
    messages: {},
    sysConfig: {},
    resources: {
        message: { name: 'Message |||| Messages', fields: {} },
        config: { name: 'System config |||| System config', fields: {} },
        recursiveSegments: { name: 'IP segment |||| IP segments', fields: {} },
    },
    menu: {
        dashboard: 'Overview',
        messages: 'Messages',
        recursive: 'Recursive DNS',
        sysConfig: 'System config',
    },
};

export type AppMessages = typeof en;
