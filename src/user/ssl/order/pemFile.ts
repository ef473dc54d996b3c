/** A file name from a certificate's common name ("*.example.com" -> "star.example.com"). */
export const pemFileName = (domain: string, suffix: string): string => `${domain.replace(/^\*\./, 'star.').replace(/[^\w.-]/g, '_')}${suffix}.pem`;

/** The media type of the PEM files offered for download. */
export const PEM_TYPE = 'application/x-pem-file';
