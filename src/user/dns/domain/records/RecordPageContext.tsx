import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { DnsRecord } from '../../../../data/records/api';
import { JustWrittenProvider } from './justWritten';

/** The zone the table is about, as the saves need it. */
export interface Zone {
    domain_id: number;
    domain: string;
}

type EditorState = { mode: 'add' } | { mode: 'edit'; record: DnsRecord } | null;

/**
 * What rows and toolbars share. Split in two so a row re-renders only when what it uses changes: the stable
 * callbacks and flags (rows read these), and the editor's state (only the dialog reads it). The record just written
 * has its own context (justWritten.tsx).
 */
export interface RecordPageActions {
    zone: Zone;
    /** Why this session cannot change the records (useRecordAccess); null when it can. */
    readOnly: string | null;
    add: () => void;
    edit: (record: DnsRecord) => void;
    askDelete: (record: DnsRecord) => void;
    toggleStatus: (record: DnsRecord) => void;
}

const ActionsContext = createContext<RecordPageActions | null>(null);
const EditorContext = createContext<{ state: EditorState; close: () => void } | null>(null);
const DeleteContext = createContext<{ record: DnsRecord | null; close: () => void } | null>(null);

interface RecordPageProviderProps {
    zone: Zone;
    readOnly: string | null;
    toggleStatus: (record: DnsRecord) => void;
    children: ReactNode;
}

export const RecordPageProvider = ({ zone, readOnly, toggleStatus, children }: RecordPageProviderProps) => {
    const [editor, setEditor] = useState<EditorState>(null);
    const [deleting, setDeleting] = useState<DnsRecord | null>(null);
    const { domain_id, domain } = zone;
    const actions = useMemo<RecordPageActions>(
        () => ({
            zone: { domain_id, domain },
            readOnly,
            add: () => setEditor({ mode: 'add' }),
            edit: record => setEditor({ mode: 'edit', record }),
            askDelete: setDeleting,
            toggleStatus,
        }),
        [domain_id, domain, readOnly, toggleStatus],
    );
    const editorValue = useMemo(() => ({ state: editor, close: () => setEditor(null) }), [editor]);
    const deleteValue = useMemo(() => ({ record: deleting, close: () => setDeleting(null) }), [deleting]);
    return (
        <ActionsContext.Provider value={actions}>
            <EditorContext.Provider value={editorValue}>
                <DeleteContext.Provider value={deleteValue}>
                    <JustWrittenProvider>{children}</JustWrittenProvider>
                </DeleteContext.Provider>
            </EditorContext.Provider>
        </ActionsContext.Provider>
    );
};

const required = <T,>(value: T | null, name: string): T => {
    if (!value) throw new Error(`${name} is used outside RecordPageProvider`);
    return value;
};

export const useRecordPageActions = () => required(useContext(ActionsContext), 'useRecordPageActions');
export const useRecordEditor = () => required(useContext(EditorContext), 'useRecordEditor');
export const useRecordDelete = () => required(useContext(DeleteContext), 'useRecordDelete');
