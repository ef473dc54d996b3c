import { strToU8, zipSync } from 'fflate';
import type { ZoneFormat } from '../../../../format/zoneFile/types';
import type { ZoneFile } from './zoneFileOf';

/**
 * Several zone files as one zip archive (fflate: a small maintained zip writer, imported only by the export
 * screen's chunk), each under its own name (<domain>.zone or <domain>.csv), text as UTF-8.
 */
export const zoneArchive = (files: readonly ZoneFile[]): Uint8Array => zipSync(Object.fromEntries(files.map(file => [file.name, strToU8(file.text)])));

/** The archive's name: the format and the day, as zones-bind-20261128.zip. */
export const zoneArchiveName = (format: ZoneFormat, now: Date): string => {
    const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map(part => String(part).padStart(2, '0')).join('');
    return `zones-${format}-${day}.zip`;
};
