import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { UserDataProvider } from '../../../dataProvider';
import type { RecordSearch, ZoneRecord } from '../../../../data/bulkRecords/api';
import { gatherAll } from '../../../../data/records/batch';

type FindState = { step: 'idle' } | { step: 'searching'; gathered: number } | { step: 'found'; records: ZoneRecord[] } | { step: 'failed'; error: unknown };

/** Gathers every record a search matches, page by page (records/batch.ts gatherAll); leaving the page stops it. */
export const useFindRecords = () => {
    const dataProvider = useDataProvider<UserDataProvider>();
    const [state, setState] = useState<FindState>({ step: 'idle' });
    const controller = useRef<AbortController | null>(null);
    useEffect(() => () => controller.current?.abort(), []);

    const find = useCallback(
        async (search: RecordSearch) => {
            controller.current?.abort();
            const abort = new AbortController();
            controller.current = abort;
            setState({ step: 'searching', gathered: 0 });
            try {
                const records = await gatherAll<ZoneRecord>((page, perPage, signal) => dataProvider.searchBulkRecords(search, page, perPage, signal), {
                    signal: abort.signal,
                    onProgress: gathered => !abort.signal.aborted && setState({ step: 'searching', gathered }),
                });
                if (!abort.signal.aborted) setState({ step: 'found', records });
            } catch (error) {
                if (!abort.signal.aborted) setState({ step: 'failed', error });
            }
        },
        [dataProvider],
    );
    const reset = useCallback(() => {
        controller.current?.abort();
        setState({ step: 'idle' });
    }, []);
    return { state, find, reset };
};
