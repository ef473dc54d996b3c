import { describe, expect, it } from 'vitest';
import { estimateStrength } from './strength';

describe('password strength (zxcvbn): advice beside the 4-30 character rule', () => {
    it.each(['123456', 'password', 'qwerty123', 'iloveyou', '1q2w3e4r'])('warns that %s is a common password and scores it weak', password => {
        const strength = estimateStrength(password);
        expect(strength.warning).toBe('common');
        expect(strength.score).toBeLessThanOrEqual(1);
    });

    it('names keyboard rows, repeats and what the person typed elsewhere in the form', () => {
        expect(estimateStrength('zxcvbnm,./').warning).toBe('keyboard');
        expect(estimateStrength('aaaaaaaaaaaa').warning).toBe('repeat');
        expect(estimateStrength('wangxiaoming88', ['wangxiaoming']).warning).toBe('personal');
    });

    it('scores a long random password strong, with nothing to warn about', () => {
        expect(estimateStrength('v7#Qp2!mZr9&Lk')).toEqual({ score: 4 });
    });

    it('scores a password that passes the length rule but is short as weak, never refusing it', () => {
        expect(estimateStrength('k9!x').score).toBeLessThanOrEqual(1);
    });
});
