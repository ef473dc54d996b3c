/** Hands a file to the browser's save mechanism under `filename` (an object URL clicked through a link). */
export const saveBlob = (blob: Blob, filename: string): void => {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
    // let the navigation start before the URL goes away
    setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** Saves text as a file, as it is (a zone file, a PEM certificate or key, CSV that carries its own mark). */
export const saveText = (filename: string, text: string, type = 'text/plain;charset=utf-8'): void => saveBlob(new Blob([text], { type }), filename);

/** Saves CSV text with a byte-order mark first, so spreadsheet programs read Chinese right. */
export const saveCsv = (filename: string, csv: string): void => saveBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), filename);
