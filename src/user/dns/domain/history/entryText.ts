import type { TranslateFunction } from 'react-admin';
import type { ChangeSetEntry } from '../../../../data/changeSets/types';

const COUNTED = ['added', 'updated', 'deleted', 'paused', 'enabled', 'refused'] as const;

/** What an entry did, in words: "2 added · 1 deleted · 1 refused" (what the server refused included). */
export const entryCounts = (translate: TranslateFunction, entry: Pick<ChangeSetEntry, (typeof COUNTED)[number]>): string => {
    const parts = COUNTED.filter(kind => entry[kind] > 0).map(kind => translate(`zoneHistory.counts.${kind}`, { smart_count: entry[kind] }));
    return parts.length ? parts.join(' · ') : translate('zoneHistory.counts.none');
};

/** Where an entry was made, translated (a source this console does not know is shown as the server names it). */
export const entrySource = (translate: TranslateFunction, entry: Pick<ChangeSetEntry, 'source'>): string =>
    translate(`zoneHistory.sources.${entry.source}`, { _: entry.source });
