/**
 * Asks the person for a fresh code and runs `attempt` with it, asking again while the code is refused; settles with
 * the attempt's answer, or rejects with its other error or with FreshCodeCancelled.
 */
export type FreshCodeAsker = <T>(attempt: (code: string) => Promise<T>) => Promise<T>;

/** Where the console's one fresh-code dialog (ui/twoFactor/FreshCodeHost) offers itself to the HTTP client. */
export const freshCodeGate = {
    asker: undefined as FreshCodeAsker | undefined,
    /** Registers the asker; the returned function takes it back. */
    register(asker: FreshCodeAsker): () => void {
        this.asker = asker;
        return () => {
            if (this.asker === asker) this.asker = undefined;
        };
    },
};
