// The code-splitting group of the screens' shared code (vite.config.ts). Plain JavaScript, as build/csp.mjs, so that
// the config and the tests load it as it is; its types are in sharedChunks.d.mts.

/** Packages small enough to travel with the screens' shared code: their own chunks were one request each. */
const JOINED_PACKAGES = /[\\/]node_modules[\\/](@mui[\\/]icons-material|dompurify|dayjs[\\/]dayjs\.min\.js)/;
/** Our source, the demo backend left out (it loads only with the demo on). */
const SOURCE = /^(?!.*[\\/]node_modules[\\/]).*[\\/]src[\\/](?!demo[\\/])/;
const PACKAGE = /[\\/]node_modules[\\/]/;

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
    /** @type {Map<string, boolean>} */
    const initial = new Map();
    /** @type {Map<string, Set<string>>} */
    const reachedBy = new Map();
    /** @type {Map<string, boolean>} */
    const heavy = new Map();

    /** Whether an entry imports the module statically, directly or through other modules. */
    const isInitial = (id, graph) => {
        const known = initial.get(id);
        if (known !== undefined) return known;
        initial.set(id, false); // a cycle adds nothing
        const info = graph.getModuleInfo(id);
        const answer = !!info && (info.isEntry || info.importers.some(importer => isInitial(importer, graph)));
        initial.set(id, answer);
        return answer;
    };

    /** Whether the module imports, directly or through other modules, a package that keeps a chunk of its own. */
    const pullsHeavy = (id, graph) => {
        const known = heavy.get(id);
        if (known !== undefined) return known;
        heavy.set(id, false); // a cycle adds nothing
        const answer =
            (PACKAGE.test(id) && !kit.test(id) && !JOINED_PACKAGES.test(id) && !isInitial(id, graph)) ||
            (graph.getModuleInfo(id)?.importedIds ?? []).some(imported => pullsHeavy(imported, graph));
        heavy.set(id, answer);
        return answer;
    };

    /** The flavours whose entries reach the module, statically or through lazy imports. */
    const flavoursOf = (id, graph) => {
        const known = reachedBy.get(id);
        if (known) return known;
        /** @type {Set<string>} */
        const found = new Set();
        reachedBy.set(id, found); // a cycle adds nothing
        for (const [flavour, entry] of Object.entries(flavours)) if (entry.test(id)) found.add(flavour);
        const info = graph.getModuleInfo(id);
        for (const importer of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]) for (const flavour of flavoursOf(importer, graph)) found.add(flavour);
        return found;
    };

    return {
        debugName: 'shared screen code',
        name: (id, graph) => {
            if ((!SOURCE.test(id) && !JOINED_PACKAGES.test(id)) || isInitial(id, graph) || pullsHeavy(id, graph)) return null;
            const reached = [...flavoursOf(id, graph)].sort();
            return reached.length ? `${reached.join('-')}-shared` : null;
        },
        minShareCount: 2,
        includeDependenciesRecursively: false,
    };
};
