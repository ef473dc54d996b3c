/** Hands a downloaded file to the browser's save mechanism under `filename`. */
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
