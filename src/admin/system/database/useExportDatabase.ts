import { useRef, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { isAbortError } from '../../../http/ApiError';
import type { TransferProgress } from '../../../http/transfer';

/**
 * One database export with its progress and a way to cancel it: `run` resolves with the file, or undefined when it
 * was cancelled or failed (a failure is notified). The export card and the import's automatic backup both use it.
 */
export const useExportDatabase = () => {
    const notify = useNotify();
    const dataProvider = useDataProvider<AdminDataProvider>();
    const [progress, setProgress] = useState<TransferProgress | null>(null);
    const controller = useRef<AbortController | null>(null);

    const run = async (): Promise<{ blob: Blob; filename: string } | undefined> => {
        controller.current = new AbortController();
        setProgress({ loaded: 0 });
        try {
            return await dataProvider.exportDatabase({ onProgress: setProgress, signal: controller.current.signal });
        } catch (error) {
            if (!isAbortError(error)) notify((error as Error)?.message || 'http.failed', { type: 'error' });
            return undefined;
        } finally {
            controller.current = null;
            setProgress(null);
        }
    };

    return { progress, run, cancel: () => controller.current?.abort() };
};
