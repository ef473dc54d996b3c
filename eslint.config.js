import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
            // keep chunks small: never import a whole icon or utility library
            'no-restricted-imports': [
                'error',
                {
                    paths: [
                        { name: '@mui/icons-material', message: "Import one icon: '@mui/icons-material/Name'." },
                        { name: 'lodash', message: "Import one function: 'lodash/name'." },
                    ],
                },
            ],
        },
    },
    {
        files: ['**/*.{js,mjs}'],
        extends: [js.configs.recommended],
        languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    },
);
