/** What the password step answers when a second step is needed (designed: data {challenge, step, expiresIn}). */
export interface SecondFactorChallenge {
    /** Names the half-done sign-in for the second call; valid a few minutes. */
    challenge: string;
    /** `code`: a code or a recovery code is asked; `enrol`: an administrator must set the second factor up first. */
    step: 'code' | 'enrol';
    /** Who is signing in (the admin console keeps the name it was typed with). */
    username?: string;
}

/** The second step of a sign-in: the challenge and a code, or a recovery code. */
export interface SecondFactorLogin {
    challenge: string;
    code?: string;
    recoveryCode?: string;
    username?: string;
}

/** Thrown by authProvider.login after a right password when the server asks for a second step. */
export class SecondFactorRequired extends Error {
    constructor(readonly challenge: SecondFactorChallenge) {
        super('the server asks for a second sign-in step');
        this.name = 'SecondFactorRequired';
    }
}

/** The challenge in a sign-in answer without a token, if there is one. */
export const challengeOf = (answer: object, username?: string): SecondFactorChallenge | undefined => {
    const data = (answer as { data?: unknown }).data as { challenge?: unknown; step?: unknown } | null | undefined;
    if (typeof data?.challenge !== 'string' || !data.challenge) return undefined;
    return { challenge: data.challenge, step: data.step === 'enrol' ? 'enrol' : 'code', username };
};
