import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// vite.config.ts marks these modules side-effect free (RESOURCE_DECLARATIONS), so the build drops one that nobody
// uses: each must only declare (imports of bindings, exports, constants), never act when it is loaded.
const SRC = join(import.meta.dirname, '../src');
const DATA = join(SRC, 'data');
const DECLARATION = /^(index\.ts|api\.ts|useUnreadCount\.ts)$/;

const declarationFiles = [
    ...readdirSync(DATA, { withFileTypes: true })
        .filter(entry => entry.isDirectory())
        .flatMap(dir =>
            readdirSync(join(DATA, dir.name))
                .filter(name => DECLARATION.test(name))
                .map(name => `data/${dir.name}/${name}`),
        ),
    'user/messages/index.tsx',
    'admin/system/config/index.tsx',
];

/** Top-level lines that act on load: a bare import (kept only for its effect), a call or an assignment statement. */
const ACTING = [/^import\s+['"]/, /^(void|await)\s/, /^[A-Za-z_$][\w$.]*(\(|\s*=[^=>])/];

describe('resource declaration modules have no side effects (vite.config.ts RESOURCE_DECLARATIONS)', () => {
    it('finds the modules', () => {
        expect(declarationFiles.length).toBeGreaterThan(10);
    });

    it.each(declarationFiles)('%s', file => {
        const acting = readFileSync(join(SRC, file), 'utf8')
            .split('\n')
            .filter(line => ACTING.some(pattern => pattern.test(line)));
        expect(acting).toEqual([]);
    });
});
