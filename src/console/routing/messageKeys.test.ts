import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminAreas, adminScreens } from '../../admin/screens';
import { userAreas, userScreens } from '../../user/screens';
import { catalogScreens, catalogsOf, everyCatalog, LOCALES, resolves, sections } from '../../../tests/support/messageCatalogs';
import { keyLiterals, moduleGraph } from '../../../tests/support/messageKeys';

const ROOT = join(import.meta.dirname, '../../..');
const SECTIONS = sections();

/** The validators: src/validation/*.ts and the data layer's rules (src/data/<resource>/rules.ts, validation.ts). */
const VALIDATORS = [
    ...readdirSync(join(ROOT, 'src/validation'))
        .filter(name => /\.ts$/.test(name) && !/\.test\.ts$/.test(name))
        .map(name => `src/validation/${name}`),
    ...readdirSync(join(ROOT, 'src/data'), { withFileTypes: true })
        .filter(entry => entry.isDirectory())
        .flatMap(entry =>
            readdirSync(join(ROOT, 'src/data', entry.name))
                .filter(name => name === 'rules.ts' || name === 'validation.ts')
                .map(name => `src/data/${entry.name}/${name}`),
        ),
].sort();

/** The message keys a validator module returns (its own strings, as written). */
const keysOf = (validator: string) => keyLiterals([join(ROOT, validator)], SECTIONS);

describe("validators' messages", () => {
    it('are found: the validation modules and the data rules', () => {
        expect(VALIDATORS).toContain('src/validation/domain.ts');
        expect(VALIDATORS).toContain('src/data/gtmTasks/rules.ts');
        expect(VALIDATORS.filter(validator => keysOf(validator).length).length).toBeGreaterThan(10);
    });

    it.each(VALIDATORS)('%s: every key it returns has a message in en and cn', validator => {
        const every = everyCatalog();
        const missing = keysOf(validator).flatMap(literal =>
            LOCALES.filter(locale => !resolves(every, locale, literal)).map(locale => `${locale}: ${literal.key}`),
        );
        expect(missing).toEqual([]);
    });

    describe.each([
        { flavour: 'user' as const, catalog: 'src/user/screens.ts', screens: userScreens, areas: userAreas },
        { flavour: 'admin' as const, catalog: 'src/admin/screens.ts', screens: adminScreens, areas: adminAreas },
    ])('in the $flavour console', ({ flavour, catalog, screens, areas }) => {
        it("speak the console's areas wherever its screens use them", async () => {
            const loaded = await catalogScreens(catalog, screens, areas as never);
            const catalogs = catalogsOf(
                flavour,
                loaded.flatMap(screen => screen.areas),
            );
            const used = new Set(loaded.flatMap(screen => [...moduleGraph(screen.module)].map(file => relative(ROOT, file))));
            const missing = VALIDATORS.filter(validator => used.has(validator)).flatMap(validator =>
                keysOf(validator).flatMap(literal =>
                    LOCALES.filter(locale => !resolves(catalogs, locale, literal)).map(locale => `${validator} ${locale}: ${literal.key}`),
                ),
            );
            expect(used.size).toBeGreaterThan(0);
            expect(missing).toEqual([]);
        });
    });
});
