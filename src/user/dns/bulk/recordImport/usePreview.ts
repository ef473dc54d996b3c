import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { UserDataProvider } from '../../../dataProvider';
import { parseZoneInWorker } from '../../../../format/zoneFile';
import type { ParseResult, ZoneFormat } from '../../../../format/zoneFile/types';
import { loadZone, type ZoneRef } from './loadZone';
import { ttlRange, type TtlRange } from './nearestTtl';
import { type ImportMode, type ImportPlan, planImportInSlices } from './plan';
import type { LineFields } from './zoneLines';

/** What the preview reads: a file or pasted text, in a format or detected. */
export interface ImportSource {
    file: File | null;
    text: string;
    format: ZoneFormat | 'auto';
}

export interface ReadyPreview {
    zone: ZoneRef;
    format: ZoneFormat;
    mode: ImportMode;
    plan: ImportPlan;
    lines: Map<string, LineFields>;
    /** The TTLs the zone takes; whether records outside it are taken at the nearest (takeNearestTtl). */
    ttls: TtlRange;
    nearestTtl: boolean;
}

export type PreviewState =
    | { step: 'idle' }
    | { step: 'reading'; kb: number }
    | { step: 'gathering'; done: number; total: number }
    | { step: 'ready'; preview: ReadyPreview }
    | { step: 'failed'; message: string };

type LoadedZone = Awaited<ReturnType<typeof loadZone>>;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const sourceSize = (source: ImportSource): number => (source.file ? source.file.size : new Blob([source.text]).size);

/**
 * The dry run: parse the source off the main thread while the zone's records are read, classify and check the change
 * (planImport) in the mode asked for. Nothing is written. Cancel (or leaving the page) stops it; a failure keeps the source so the user can retry.
 */
export const usePreview = () => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const [state, setState] = useState<PreviewState>({ step: 'idle' });
    const controller = useRef<AbortController | null>(null);
    /** What the last preview read, to plan it again (with or without the nearest TTLs) without reading it again. */
    const last = useRef<{ zone: ZoneRef; mode: ImportMode; parsed: ParseResult; loaded: LoadedZone } | null>(null);

    /** Classifies and checks what was read; the state is set unless `abort` fired. */
    const plan = useCallback(async (abort: AbortController, nearestTtl: boolean) => {
        const { zone, mode, parsed, loaded } = last.current!;
        const options = { zone, lines: loaded.lines, mode, limits: loaded.limits, nearestTtl };
        const planned = await planImportInSlices(parsed, loaded.existing, options, abort.signal);
        if (abort.signal.aborted) return;
        const ttls = ttlRange(loaded.limits);
        setState({ step: 'ready', preview: { zone, format: parsed.format, mode, plan: planned, lines: loaded.lines, ttls, nearestTtl } });
    }, []);

    useEffect(() => () => controller.current?.abort(), []);

    const start = useCallback(
        async (zone: ZoneRef, source: ImportSource, mode: ImportMode = 'merge') => {
            controller.current?.abort();
            const abort = new AbortController();
            controller.current = abort;
            const set = (next: PreviewState) => {
                if (!abort.signal.aborted) setState(next);
            };
            set({ step: 'reading', kb: Math.max(1, Math.ceil(sourceSize(source) / 1024)) });
            try {
                // the file is read (in the worker) while the zone's records are fetched; the progress shows the
                // reading first, then the fetching if it is still going
                let reading = true;
                let fetched = { done: 0, total: 0 };
                const [parsed, loaded] = await Promise.all([
                    parseZoneInWorker(source.file ?? source.text, { origin: zone.domain, format: source.format, signal: abort.signal }).then(result => {
                        reading = false;
                        set({ step: 'gathering', ...fetched });
                        return result;
                    }),
                    loadZone(dataProvider, zone, abort.signal, (done, total) => {
                        fetched = { done, total };
                        if (!reading) set({ step: 'gathering', done, total });
                    }),
                ]);
                last.current = { zone, mode, parsed, loaded };
                await plan(abort, false);
            } catch (error) {
                if (isAbort(error)) return;
                set({ step: 'failed', message: error instanceof Error && error.message ? error.message : 'http.failed' });
            }
        },
        [dataProvider, plan],
    );

    /** The same preview with the records whose TTL the zone does not take at the nearest allowed TTL (or back). */
    const takeNearestTtl = useCallback(
        async (nearestTtl: boolean) => {
            if (!last.current) return;
            controller.current?.abort();
            const abort = new AbortController();
            controller.current = abort;
            try {
                await plan(abort, nearestTtl);
            } catch (error) {
                if (!isAbort(error)) setState({ step: 'failed', message: error instanceof Error && error.message ? error.message : 'http.failed' });
            }
        },
        [plan],
    );

    const cancel = useCallback(() => {
        controller.current?.abort();
        setState({ step: 'idle' });
    }, []);

    return { state, start, cancel, takeNearestTtl };
};
