import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { RecursiveSegment } from '../../../data/recursiveSegments';

type SegmentDialogState = { mode: 'add' } | { mode: 'edit'; record: RecursiveSegment } | null;

interface SegmentDialogApi {
    state: SegmentDialogState;
    openAdd: () => void;
    openEdit: (record: RecursiveSegment) => void;
    close: () => void;
}

const SegmentDialogContext = createContext<SegmentDialogApi | null>(null);

/** Which segment dialog is open: the toolbar opens "add", a row opens "edit". */
export const SegmentDialogProvider = ({ children }: { children: ReactNode }) => {
    const [state, setState] = useState<SegmentDialogState>(null);
    const api = useMemo<SegmentDialogApi>(
        () => ({
            state,
            openAdd: () => setState({ mode: 'add' }),
            openEdit: record => setState({ mode: 'edit', record }),
            close: () => setState(null),
        }),
        [state],
    );
    return <SegmentDialogContext.Provider value={api}>{children}</SegmentDialogContext.Provider>;
};

export const useSegmentDialog = (): SegmentDialogApi => {
    const api = useContext(SegmentDialogContext);
    if (!api) throw new Error('useSegmentDialog must be used inside <SegmentDialogProvider>');
    return api;
};
