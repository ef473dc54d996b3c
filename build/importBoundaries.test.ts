import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js fire: each snippet is linted as if it sat at `file` (which need not
 * exist), and the import it makes is refused with the boundary's reason, or accepted. Run from the repository's
 * root, as vitest is.
 */
let eslint: ESLint;
beforeAll(() => {
    eslint = new ESLint();
});

const problems = async (file: string, code: string) => {
    const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: file });
    return result.messages.filter(message => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax');
};

describe.each([
    // [the importing file, an import it may not make, a phrase of the reason]
    ['src/data/domains/fake.ts', "import { userRoutes } from '../../user/routes';", 'The data layer'],
    ['src/data/domains/fake.ts', "import { Shell } from '../../console/shell/Shell';", 'The data layer'],
    ['src/data/domains/fake.ts', "import { SafeHtml } from '../../ui/SafeHtml';", 'The data layer'],
    ['src/data/domains/fake.ts', "import { LoginPage } from '../../open/login/LoginPage';", 'The data layer'],
    ['src/data/domains/fake.ts', "import { getDemoDb } from '../../demo/db';", 'The data layer'],
    ['src/data/domains/fake.ts', "import { Button } from '@mui/material';", 'The data layer'],
    ['src/data/domains/fake.ts', "const screen = () => import('../../user/dns/domains/DomainList');", 'The data layer'],
    ['src/user/dns/fake.tsx', "import { adminRoutes } from '../../admin/routes';", 'never with each other'],
    ['src/admin/system/config/fake.tsx', "import { userRoutes } from '../../../user/routes';", 'never with each other'],
    ['src/ui/fake.tsx', "import { Shell } from '../console/shell/Shell';", 'Shared components'],
    ['src/ui/table/fake.tsx', "import { DomainList } from '../../user/dns/domains/DomainList';", 'Shared components'],
    ['src/ui/fake.tsx', "import { LoginPage } from '../open/login/LoginPage';", 'Shared components'],
    ['src/demo/routes/fake.ts', "import { checkClientIp } from '../../user/httpdns/validation';", 'The demo backend'],
    ['src/demo/routes/fake.ts', "import { SafeHtml } from '../../ui/SafeHtml';", 'The demo backend'],
    ['src/demo/fake.ts', "import { createCrudProvider } from '../dataProvider/crudProvider';", 'The demo backend'],
    ['src/demo/fake.ts', "import { useState } from 'react';", 'The demo backend'],
    ['src/console/shell/fake.tsx', "import { userScreens } from '../../user/screens';", 'The console machinery'],
    ['src/console/fake.tsx', "import { AdminApp } from '../admin/App';", 'The console machinery'],
    ['src/validation/fake.ts', "import { useTranslate } from 'react-admin';", 'Validation, formatting and the zone model'],
    ['src/format/zoneFile/fake.ts', "import type { DnsRecord } from '../../data/records/api';", 'Validation, formatting and the zone model'],
    ['src/zone/fake.ts', "import { recordsApi } from '../data/records/api';", 'Validation, formatting and the zone model'],
    ['src/http/fake.ts', "import { userRoutes } from '../user/routes';", 'config/, http/ and i18n/'],
    ['src/i18n/sections/fake.ts', "import { getDemoDb } from '../../demo/db';", 'config/, http/ and i18n/'],
    // test files keep the boundaries
    ['src/data/domains/fake.test.ts', "import { DomainList } from '../../user/dns/domains/DomainList';", 'The data layer'],
    ['src/ui/fake.test.tsx', "import { Brand } from '../console/shell/Brand';", 'Shared components'],
    ['src/console/routing/fake.test.ts', "import { DomainList } from '../../user/dns/domains/DomainList';", 'The console machinery'],
])('%s: %s', (file, code, reason) => {
    it('is refused with the reason', async () => {
        const found = await problems(file, code);
        expect(found).toHaveLength(1);
        expect(found[0].message).toContain(reason);
    });
});

describe.each([
    // what the boundaries leave open
    ['src/data/domains/fake.ts', "import { startFirstList } from '../../dataProvider/earlyReads';"],
    ['src/data/domains/fake.ts', "import { isDomainName } from '../../validation/domain';"],
    ['src/user/dns/fake.tsx', "import { SafeHtml } from '../../ui/SafeHtml';"],
    ['src/user/dns/fake.tsx', "import { Shell } from '../../console/shell/Shell';"],
    ['src/admin/fake.tsx', "import { domainsApi } from '../data/domains/api';"],
    // a folder named as a boundary inside another folder is that folder's own
    ['src/demo/routes/fake.ts', "import { adminAccounts } from '../admin/accounts';"],
    ['src/demo/fake.ts', "import { formatDateTime } from './time';"],
    ['src/console/fake.tsx', "import { LoginPage } from '../open/login/LoginPage';"],
    // tests may run against the demo backend, and console tests drive the machinery with the real route tables
    ['src/data/domains/fake.test.ts', "import { getDemoDb } from '../../demo/db';"],
    ['src/ui/fake.test.tsx', "import { getDemoDb } from '../demo/db';"],
    ['src/console/routing/fake.test.ts', "import { userRoutes } from '../../user/routes';"],
    ['src/console/shell/fake.test.ts', "import { adminRoutes } from '../../admin/routes';"],
    ['src/console/routing/fake.test.ts', "import { userScreens } from '../../user/screens';"],
])('%s: %s', (file, code) => {
    it('is accepted', async () => {
        expect(await problems(file, code)).toEqual([]);
    });
});

it('keeps refusing whole icon and utility libraries inside a boundary', async () => {
    const found = await problems('src/user/dns/fake.tsx', "import { Add } from '@mui/icons-material';\nimport { get } from 'lodash';");
    expect(found.map(message => message.message)).toEqual([
        expect.stringContaining("Import one icon: '@mui/icons-material/Name'."),
        expect.stringContaining("Import one function: 'lodash/name'."),
    ]);
});

it('refuses a file deeper than the boundaries reach', async () => {
    const [found] = await problems('src/user/a/b/c/d/e/f/g/h/fake.ts', '');
    expect(found.message).toContain('raise MAX_DEPTH');
});
