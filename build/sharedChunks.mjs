// The code-splitting groups of the screens' shared code and of the data layer (vite.config.ts). Plain JavaScript, as build/csp.mjs, so that
// the config and the tests load it as it is; its types are in sharedChunks.d.mts.

/** Packages small enough to travel with the screens' shared code: their own chunks were one request each. */
const JOINED_PACKAGES = /[\\/]node_modules[\\/](@mui[\\/]icons-material|dompurify|dayjs[\\/]dayjs\.min\.js)/;
/** Our source, the demo backend left out (it loads only with the demo on). */
const SOURCE = /^(?!.*[\\/]node_modules[\\/]).*[\\/]src[\\/](?!demo[\\/])/;
const PACKAGE = /[\\/]node_modules[\\/]/;

/**
 * A yes-or-no question about a module: yes when `holds` says so of it or of a module next to it (`next`: its
 * importers, or its imports), asked again of those. Answered once per module; a module met again in a cycle adds
 * nothing.
 *
 * @param {(id: string, info: any, graph: any) => boolean} holds
 * @param {(info: any) => readonly string[]} next
 */
const spreading = (holds, next) => {
    /** @type {Map<string, boolean>} */
    const known = new Map();
    const ask = (id, graph) => {
        const answer = known.get(id);
        if (answer !== undefined) return answer;
        known.set(id, false); // a cycle adds nothing
        const info = graph.getModuleInfo(id);
        const result = holds(id, info, graph) || (next(info) ?? []).some(other => ask(other, graph));
        known.set(id, result);
        return result;
    };
    return ask;
};

/**
 * Questions about the module graph that the groups ask, each answered once per module.
 *
 * @param {Readonly<Record<string, RegExp>>} flavours each flavour's entry module
 */
const graphQueries = flavours => {
    /** @type {Map<string, Set<string>>} */
    const reachedBy = new Map();

    /** Whether an entry imports the module statically, directly or through other modules. */
    const isInitial = spreading(
        (_, info) => !!info?.isEntry,
        info => info?.importers,
    );

    /** The flavours whose entries reach the module, statically or through lazy imports, as a chunk name's prefix. */
    const flavoursOf = (id, graph) => {
        const known = reachedBy.get(id);
        if (known) return known;
        /** @type {Set<string>} */
        const found = new Set();
        reachedBy.set(id, found); // a cycle adds nothing
        for (const [flavour, entry] of Object.entries(flavours)) if (entry.test(id)) found.add(flavour);
        const info = graph.getModuleInfo(id);
        for (const importer of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])])
            for (const flavour of flavoursOf(importer, graph)) found.add(flavour);
        return found;
    };

    /** The chunk name `<flavours>-<suffix>` (`user-shared`, `admin-user-data`), or null for a module no entry reaches. */
    const nameFor = (id, graph, suffix) => {
        const reached = [...flavoursOf(id, graph)].sort();
        return reached.length ? `${reached.join('-')}-${suffix}` : null;
    };

    return { isInitial, nameFor };
};

/**
 * The code that lazy screens share, in one chunk per flavour (and one for what both flavours' screens share)
 * instead of one small chunk per set of screens that share a module. Left to the bundler, a signed-in first page
 * fetched 20 to 45 files of a few hundred bytes each (icons, resource declarations, helpers), six at a time on
 * HTTP/1.1, and each screen's list of files grew the screen catalogs.
 *
 * A module joins when it is our source (or one of JOINED_PACKAGES), lazy (no entry imports it statically: what
 * /login needs stays where it is, so /login does not grow), shared (minShareCount) and free of heavy packages (it
 * imports, directly or not, no package outside the screens' kit and JOINED_PACKAGES: charts, date pickers, IP
 * math, CSV, QR codes keep their own chunks, which a first page without them does not download). Its chunk is
 * named by the flavours whose entries reach it. Its own imports are not pulled in with it
 * (`includeDependenciesRecursively`), and that makes no chunk cycle: a module left out is a package (which imports
 * no source), one an entry loads statically (whose imports are all static too, so none is in the group), or one
 * that pulls a heavy package (which no module of the group imports: it would pull that package too).
 *
 * @param {Readonly<Record<string, RegExp>>} flavours each flavour's entry module
 * @param {RegExp} kit the packages of the screens' kit chunk
 * @returns {import('rolldown').CodeSplittingGroup}
 */
export const sharedScreenCode = (flavours, kit) => {
    const { isInitial, nameFor } = graphQueries(flavours);

    /** Whether the module imports, directly or through other modules, a package that keeps a chunk of its own. */
    const pullsHeavy = spreading(
        (id, _, graph) => PACKAGE.test(id) && !kit.test(id) && !JOINED_PACKAGES.test(id) && !isInitial(id, graph),
        info => info?.importedIds,
    );

    /**
     * Whether /login needs the module: an entry imports it statically. A joined package counts as needed only when
     * our source an entry loads imports it: react-admin's barrel reaches DOMPurify through a field the console never
     * uses (the bundler drops it), and that left it a file of its own on every signed-in first page.
     */
    const neededAtLogin = (id, graph) =>
        JOINED_PACKAGES.test(id)
            ? (graph.getModuleInfo(id)?.importers ?? []).some(importer => !PACKAGE.test(importer) && isInitial(importer, graph))
            : isInitial(id, graph);

    return {
        debugName: 'shared screen code',
        name: (id, graph) => {
            if ((!SOURCE.test(id) && !JOINED_PACKAGES.test(id)) || neededAtLogin(id, graph) || pullsHeavy(id, graph)) return null;
            return nameFor(id, graph, 'shared');
        },
        minShareCount: 2,
        includeDependenciesRecursively: false,
    };
};

/**
 * The data layer (the data providers, the resources' calls and the screens' first reads) in a chunk of its own per
 * set of flavours (`user-data`, `admin-data`, `admin-user-data`), apart from the screens' shared code: it imports
 * no screen code and no part of react-admin's list code, so a signed-in cold load has the data provider, and
 * starts the first page's list call, as soon as these small chunks arrive, while the screens' kit (the largest
 * chunk) and the screen still load (console/preload.ts). Left in the shared chunks, the provider waited for all of
 * them.
 *
 * A module joins when `dataLayer` names it, or when a module that joins imports it (the resources' types and
 * codes, validation limits, date ranges): the layer then imports nothing but the console chunk. A module an entry
 * loads statically stays in the console chunk (/login does not grow). Its chunk is named by the flavours whose
 * entries reach it, so what both flavours' providers use is in neither flavour's own chunk
 * (`includeDependenciesRecursively` would put it with whichever provider came first).
 *
 * @param {Readonly<Record<string, RegExp>>} flavours each flavour's entry module
 * @param {RegExp} dataLayer the modules of the data layer
 * @returns {import('rolldown').CodeSplittingGroup}
 */
export const dataLayerCode = (flavours, dataLayer) => {
    const { isInitial, nameFor } = graphQueries(flavours);

    /** Whether the module is named by `dataLayer`, or imported by a module of the layer. */
    const inLayer = spreading(
        id => dataLayer.test(id),
        info => info?.importers,
    );

    return {
        debugName: 'data layer',
        name: (id, graph) => (!isInitial(id, graph) && inLayer(id, graph) ? nameFor(id, graph, 'data') : null),
        includeDependenciesRecursively: false,
    };
};
