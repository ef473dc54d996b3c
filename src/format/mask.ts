/** A secret as shown until revealed: its first 6 and last 4 characters around dots (all dots when it is short). */
export const maskSecret = (secret: string): string =>
    secret.length <= 12 ? '•'.repeat(secret.length) : `${secret.slice(0, 6)}${'•'.repeat(12)}${secret.slice(-4)}`;
