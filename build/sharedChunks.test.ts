import { describe, expect, it } from 'vitest';
import { dataLayerCode, sharedScreenCode } from './sharedChunks.mjs';

type Info = { importers: string[]; dynamicImporters: string[]; importedIds: string[]; isEntry: boolean };

/** A module graph from `imports` (static) and `lazy` (dynamic) edges; the entries are src/main.tsx and src/admin.tsx. */
const graphOf = (imports: Record<string, string[]>, lazy: Record<string, string[]>) => {
    const infos = new Map<string, Info>();
    const info = (id: string) => {
        if (!infos.has(id)) infos.set(id, { importers: [], dynamicImporters: [], importedIds: [], isEntry: /src\/(main|admin)\.tsx$/.test(id) });
        return infos.get(id)!;
    };
    for (const [from, tos] of Object.entries(imports))
        for (const to of tos) {
            info(from).importedIds.push(to);
            info(to).importers.push(from);
        }
    for (const [from, tos] of Object.entries(lazy)) for (const to of tos) info(to).dynamicImporters.push(from);
    return { getModuleInfo: (id: string) => infos.get(id) ?? null };
};

const src = (path: string) => `/app/src/${path}`;
const pkg = (path: string) => `/app/node_modules/${path}`;
const KIT = /[\\/]node_modules[\\/](react-admin|@mui[\\/]material)[\\/]/;

const graph = graphOf(
    {
        [src('main.tsx')]: [src('App.tsx')],
        [src('admin.tsx')]: [src('AdminApp.tsx')],
        [src('App.tsx')]: [pkg('react-admin/index.js'), pkg('@mui/icons-material/Menu.js')],
        // a barrel that reaches a joined package through a field /login never uses (the bundler drops it)
        [pkg('react-admin/index.js')]: [pkg('react-admin/RichTextField.js')],
        [pkg('react-admin/RichTextField.js')]: [pkg('dompurify/dist/purify.es.mjs')],
        [src('screens/A.tsx')]: [
            src('shared/util.ts'),
            src('both.ts'),
            src('stats/Chart.tsx'),
            pkg('@mui/icons-material/Add.js'),
            src('App.tsx'),
            src('demo/db.ts'),
            src('html/sanitize.ts'),
            pkg('@mui/icons-material/Menu.js'),
        ],
        [src('screens/B.tsx')]: [
            src('shared/util.ts'),
            src('stats/Chart.tsx'),
            pkg('@mui/icons-material/Add.js'),
            src('demo/db.ts'),
            src('html/sanitize.ts'),
            pkg('@mui/icons-material/Menu.js'),
        ],
        [src('html/sanitize.ts')]: [pkg('dompurify/dist/purify.es.mjs')],
        [src('screens/C.tsx')]: [src('both.ts'), src('one.ts')],
        [src('stats/Chart.tsx')]: [pkg('@mui/x-charts/index.js')],
        [src('shared/util.ts')]: [pkg('@mui/material/index.js')],
    },
    { [src('main.tsx')]: [src('screens/A.tsx'), src('screens/B.tsx')], [src('admin.tsx')]: [src('screens/C.tsx')] },
);
const FLAVOURS = { user: /src\/main\.tsx$/, admin: /src\/admin\.tsx$/ };
/** The chunk a group names for a module of `moduleGraph`, or null. */
const chunkIn = (group: { name?: unknown }, moduleGraph: unknown) => (id: string) =>
    (group.name as (id: string, context: unknown) => string | null)(id, moduleGraph);

const group = sharedScreenCode(FLAVOURS, KIT);
const chunkOf = chunkIn(group, graph);

describe('sharedScreenCode: the chunks of the code lazy screens share', () => {
    it.each([
        ['source shared by screens of one flavour', src('shared/util.ts'), 'user-shared'],
        ['source shared by both flavours', src('both.ts'), 'admin-user-shared'],
        ['an icon the screens share', pkg('@mui/icons-material/Add.js'), 'user-shared'],
        ['a joined package an entry reaches only through a package (a barrel)', pkg('dompurify/dist/purify.es.mjs'), 'user-shared'],
    ])('%s joins the chunk of the flavours that reach it', (_, id, chunk) => {
        expect(chunkOf(id)).toBe(chunk);
    });

    it.each([
        ['what an entry imports statically (/login needs it: it stays where it is)', src('App.tsx')],
        ['a joined package our source imports for /login, however many screens share it', pkg('@mui/icons-material/Menu.js')],
        ['a module that pulls a heavy package (charts keep their own chunk)', src('stats/Chart.tsx')],
        ['the heavy package itself', pkg('@mui/x-charts/index.js')],
        ['a package of the kit (its own group)', pkg('@mui/material/index.js')],
        ['the demo backend (it loads only with the demo on)', src('demo/db.ts')],
    ])('leaves out %s', (_, id) => {
        expect(chunkOf(id)).toBeNull();
    });

    it('takes only what two chunks or more share, and not what it imports (so that heavy packages stay out)', () => {
        expect(group.minShareCount).toBe(2);
        expect(group.includeDependenciesRecursively).toBe(false);
    });
});

const dataGraph = graphOf(
    {
        [src('main.tsx')]: [src('App.tsx')],
        [src('admin.tsx')]: [src('AdminApp.tsx')],
        [src('App.tsx')]: [src('data/account/api.ts')],
        [src('user/dataProvider.ts')]: [src('dataProvider/crudProvider.ts'), src('data/domains/api.ts'), src('data/account/api.ts')],
        [src('admin/dataProvider.ts')]: [src('dataProvider/crudProvider.ts'), src('data/segments/api.ts')],
        [src('data/domains/api.ts')]: [src('validation/limits.ts')],
        [src('data/domains/listReads.ts')]: [src('dataProvider/earlyReads.ts')],
        [src('screens/DomainList.tsx')]: [src('data/domains/api.ts'), src('validation/limits.ts'), src('shared/util.ts')],
        [src('screens/Segments.tsx')]: [src('validation/limits.ts')],
    },
    {
        [src('App.tsx')]: [src('user/dataProvider.ts'), src('screens/DomainList.tsx'), src('data/domains/listReads.ts')],
        [src('AdminApp.tsx')]: [src('admin/dataProvider.ts'), src('screens/Segments.tsx')],
    },
);
const DATA = /src\/(dataProvider\/[^/]+|(user|admin)\/dataProvider|data\/[^/]+\/(api|listReads))\.ts$/;
const dataGroup = dataLayerCode(FLAVOURS, DATA);
const dataChunkOf = chunkIn(dataGroup, dataGraph);

describe('dataLayerCode: the data layer apart from the screens, so that the data provider needs no screen code', () => {
    it.each([
        ["a flavour's data provider", src('user/dataProvider.ts'), 'user-data'],
        ['a first read of a screen', src('data/domains/listReads.ts'), 'user-data'],
        ["the resources' calls", src('data/domains/api.ts'), 'user-data'],
        ["what both providers use: in neither flavour's own chunk", src('dataProvider/crudProvider.ts'), 'admin-user-data'],
        ['what the layer imports, named by every flavour that reaches it (screens included)', src('validation/limits.ts'), 'admin-user-data'],
        ['what a first read imports', src('dataProvider/earlyReads.ts'), 'user-data'],
    ])('%s joins it', (_, id, chunk) => {
        expect(dataChunkOf(id)).toBe(chunk);
    });

    it.each([
        ['screen code', src('screens/DomainList.tsx')],
        ['what only screens share', src('shared/util.ts')],
        ['what an entry imports statically (/login needs it: it stays where it is)', src('data/account/api.ts')],
    ])('leaves out %s', (_, id) => {
        expect(dataChunkOf(id)).toBeNull();
    });

    it("does not pull in its modules' imports by itself: each module's chunk is named by the flavours that reach it", () => {
        expect(dataGroup.includeDependenciesRecursively).toBe(false);
    });
});
