import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Keeps chunks small: a whole icon or utility library is never imported. */
const BARRELS = [
    { name: '@mui/icons-material', message: "Import one icon: '@mui/icons-material/Name'." },
    { name: 'lodash', message: "Import one function: 'lodash/name'." },
];

/**
 * A button that writes cannot send while its call is in flight (docs/security.md): the consoles' screens, shared
 * components and machinery take react-admin's forms, save button, confirm dialog and delete buttons, and TanStack's
 * useMutation, from src/ui/singleFlight, whose versions refuse a second send. (open/, the pages without a session,
 * keeps react-admin's: the sign-in page's JavaScript stays as small as it is.)
 */
const SINGLE_FLIGHT_MESSAGE = 'Import it from src/ui/singleFlight: its version cannot send twice while a call is in flight.';
const SINGLE_FLIGHT = [
    {
        name: 'react-admin',
        importNames: ['Form', 'SimpleForm', 'SaveButton', 'Confirm', 'DeleteWithConfirmButton', 'BulkDeleteWithConfirmButton'],
        message: SINGLE_FLIGHT_MESSAGE,
    },
    { name: '@tanstack/react-query', importNames: ['useMutation'], message: SINGLE_FLIGHT_MESSAGE },
];
const SINGLE_FLIGHT_FOLDERS = ['user', 'admin', 'ui', 'console'];

/** The folders a page lives in: the two consoles, the pages without a session, the shared machinery and components. */
const SCREENS = ['user', 'admin', 'open', 'console', 'ui'];
/** React and the UI kits: what a plain-function layer does without. */
const REACT_UI = '^(react|react-dom|react-admin|ra-[\\w-]+|react-router(-dom)?|@mui/[\\w-]+|@emotion/[\\w-]+)(/|$)';

/**
 * Import boundaries between the folders of src/: what a folder's files may not import (other folders of src/ and
 * packages) and why. Test files keep the same boundaries; `testsMay` names what they may import anyway (the demo
 * backend a test runs against, the route tables and screen catalogs a test drives the machinery with).
 * tests/support lies outside src/.
 */
const BOUNDARIES = [
    {
        folders: ['data'],
        forbids: [...SCREENS, 'demo'],
        packages: '^@mui/',
        testsMay: ['demo'],
        why: 'The data layer serves every screen and the demo backend: it imports no screen folder (user, admin, open, console, ui), no MUI and not the demo.',
    },
    {
        folders: ['user'],
        forbids: ['admin'],
        why: 'The two consoles share code through data/, ui/ and console/, never with each other: user/ imports nothing from admin/.',
    },
    {
        folders: ['admin'],
        forbids: ['user'],
        why: 'The two consoles share code through data/, ui/ and console/, never with each other: admin/ imports nothing from user/.',
    },
    {
        folders: ['ui'],
        forbids: ['console', 'user', 'admin', 'open', 'demo'],
        testsMay: ['demo'],
        why: 'Shared components serve both consoles: ui/ imports no console folder (console, user, admin, open) and not the demo.',
    },
    {
        folders: ['demo'],
        forbids: [...SCREENS, 'authProvider', 'dataProvider'],
        packages: REACT_UI,
        why: 'The demo backend stands in for the server: it uses data/, validation/, format/, config/, http/ and i18n/, never a screen, the client providers or React.',
    },
    {
        folders: ['console'],
        forbids: ['user', 'admin'],
        testsMay: ['user/routes', 'admin/routes', 'user/screens', 'admin/screens'],
        why: 'The console machinery serves both flavours, which hand it their route tables and screen catalogs: console/ imports nothing from user/ or admin/.',
    },
    {
        folders: ['validation', 'format', 'zone'],
        forbids: [...SCREENS, 'data', 'demo'],
        packages: REACT_UI,
        testsMay: ['demo'],
        why: 'Validation, formatting and the zone model are plain functions every layer uses: they import no screen folder, no data/, not the demo, and no React or UI kit.',
    },
    {
        folders: ['config', 'http', 'i18n'],
        forbids: [...SCREENS, 'data', 'demo'],
        testsMay: ['demo'],
        why: 'config/, http/ and i18n/ sit below the data layer: they import no screen folder, no data/ and not the demo.',
    },
];

/** Deepest folder level below src/ a boundary is checked at (src/user/dns/domain/records/ is 4). */
const MAX_DEPTH = 8;
const escapeRegex = text => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The imports a file `depth` folders below src/ may not make, as one regex: imports are relative, so a file in
 * src/data/domains/ reaches src/user/ as '../../user/...' and nothing else; the count of '../' is exact, so a
 * folder of the same name inside the boundary (src/demo/admin/) is not mistaken for the top-level one.
 */
const forbiddenPath = ({ forbids, testsMay = [] }, depth, isTest) => {
    const allowed = isTest ? testsMay : [];
    const targets = forbids.filter(target => !allowed.includes(target));
    if (!targets.length) return undefined;
    const exceptions = allowed.filter(target => target.includes('/')).map(escapeRegex);
    const up = `(\\.\\./){${depth}}`;
    const except = exceptions.length ? `(?!(${exceptions.join('|')})$)` : '';
    return `^${up}${except}(${targets.map(escapeRegex).join('|')})(/|$)`;
};

const boundaryRules = (boundary, folder, depth, isTest) => {
    const regexes = [forbiddenPath(boundary, depth, isTest), boundary.packages].filter(Boolean);
    const paths = !isTest && SINGLE_FLIGHT_FOLDERS.includes(folder) ? [...BARRELS, ...SINGLE_FLIGHT] : BARRELS;
    return {
        'no-restricted-imports': ['error', { paths, patterns: regexes.map(regex => ({ regex, message: boundary.why })) }],
        // import() too: a lazy screen inside the data layer is still a screen
        'no-restricted-syntax': [
            'error',
            ...regexes.map(regex => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`, message: boundary.why })),
        ],
    };
};

/** One config per boundary folder, depth and kind of file (code, test): the later test configs replace the rule for tests. */
const boundaryConfigs = BOUNDARIES.flatMap(boundary =>
    boundary.folders.flatMap(folder =>
        Array.from({ length: MAX_DEPTH }, (_, index) => {
            const dir = `src/${folder}/${'*/'.repeat(index)}`;
            return [
                { files: [`${dir}*.{ts,tsx}`], rules: boundaryRules(boundary, folder, index + 1, false) },
                { files: [`${dir}*.test.{ts,tsx}`], rules: boundaryRules(boundary, folder, index + 1, true) },
            ];
        }).flat(),
    ),
);

/** A file deeper than MAX_DEPTH would escape its boundary: it is refused until MAX_DEPTH grows. */
const tooDeep = {
    files: [`src/*/${'*/'.repeat(MAX_DEPTH)}**/*.{ts,tsx}`],
    rules: {
        'no-restricted-syntax': ['error', { selector: 'Program', message: 'Deeper than the import boundaries reach: raise MAX_DEPTH in eslint.config.js.' }],
    },
};

export default tseslint.config(
    { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', '.e2e-artifacts', '.e2e-dist*'] },
    {
        files: ['**/*.{ts,tsx}'],
        extends: [js.configs.recommended, ...tseslint.configs.recommended],
        languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
        plugins: { 'react-hooks': reactHooks },
        rules: {
            ...reactHooks.configs.recommended.rules,
            '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
            'no-restricted-imports': ['error', { paths: BARRELS }],
        },
    },
    ...boundaryConfigs,
    tooDeep,
    {
        files: ['**/*.{js,mjs}'],
        extends: [js.configs.recommended],
        languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    },
);
