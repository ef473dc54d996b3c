import { parseDump, summarizeDump, type DumpSummary } from '../../../data/database/dump';

/** What a chosen (and, if it was encrypted, opened) file holds, or 'unreadable' when it is not this system's JSON export. */
export const summarizeFile = async (file: Blob): Promise<DumpSummary | 'unreadable'> => {
    const dump = parseDump(await file.text());
    return dump ? summarizeDump(dump) : 'unreadable';
};
