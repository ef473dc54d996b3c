import { decryptExport, encryptExport, isEncryptedExport } from '../../../format/encryptedExport';

/** The suffix an encrypted export's name gets. */
export const ENCRYPTED_SUFFIX = '.enc';

/** An export as an encrypted file, named after it. */
export const encryptFile = async (blob: Blob, filename: string, passphrase: string): Promise<{ blob: Blob; filename: string }> => {
    const bytes = await encryptExport(new Uint8Array(await blob.arrayBuffer()), passphrase);
    return { blob: new Blob([bytes as BlobPart], { type: 'application/octet-stream' }), filename: `${filename}${ENCRYPTED_SUFFIX}` };
};

/** Whether a chosen file is an encrypted export (read from its first bytes, not its name). */
export const isEncryptedFile = async (file: Blob): Promise<boolean> => isEncryptedExport(new Uint8Array(await file.slice(0, 16).arrayBuffer()));

/** An encrypted export opened with its passphrase: the plain file, named without the suffix. Rejects with EncryptedExportError. */
export const decryptFile = async (file: File, passphrase: string): Promise<File> => {
    const plain = await decryptExport(new Uint8Array(await file.arrayBuffer()), passphrase);
    const name = file.name.endsWith(ENCRYPTED_SUFFIX) ? file.name.slice(0, -ENCRYPTED_SUFFIX.length) : file.name;
    return new File([plain as BlobPart], name, { type: 'application/json' });
};
