import { useEffect, useState } from 'react';
import { detectFormat } from '../../../../format/zoneFile';
import type { ZoneFormat } from '../../../../format/zoneFile/types';
import type { ImportSource } from './usePreview';

/** How many bytes of a file the detection reads (its name and first meaningful line decide). */
const HEAD_BYTES = 4096;

/** The format "detect" would pick for the source, shown beside the format picker; undefined while nothing is given. */
export const useDetectedFormat = (source: ImportSource): ZoneFormat | undefined => {
    const [fileFormat, setFileFormat] = useState<{ file: File; format: ZoneFormat }>();
    const { file, text } = source;
    useEffect(() => {
        if (!file) return;
        let live = true;
        file.slice(0, HEAD_BYTES)
            .text()
            .then(head => live && setFileFormat({ file, format: detectFormat(head, file.name) }))
            .catch(() => live && setFileFormat({ file, format: detectFormat('', file.name) }));
        return () => {
            live = false;
        };
    }, [file]);
    if (file) return fileFormat?.file === file ? fileFormat.format : undefined;
    return text.trim() ? detectFormat(text) : undefined;
};
