import { Box, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Strength, StrengthScore } from './strength';

// zxcvbn and its word lists (about 400 KB) load on their own, the first time a password is typed
const loadEstimator = () => import('./strength').then(module => module.estimateStrength);

const LEVELS: Record<StrengthScore, string> = { 0: 'veryWeak', 1: 'weak', 2: 'fair', 3: 'strong', 4: 'veryStrong' };
const COLORS: Record<StrengthScore, string> = { 0: 'error.main', 1: 'error.main', 2: 'warning.main', 3: 'success.light', 4: 'success.main' };
const SEGMENTS = 4;

/** The strength of what the field holds (the last estimate while the next one runs), or undefined while it is empty. */
const useStrength = (password: string, personal: readonly string[]): Strength | undefined => {
    const [strength, setStrength] = useState<Strength>();
    const personalKey = personal.join('\n');
    useEffect(() => {
        if (!password) return;
        let current = true;
        void loadEstimator().then(estimate => {
            if (current) setStrength(estimate(password, personalKey.split('\n')));
        });
        return () => {
            current = false;
        };
    }, [password, personalKey]);
    return password ? strength : undefined;
};

interface PasswordStrengthProps {
    /** The form field of the new password. */
    source: string;
    /** Fields of the same form a password should not contain (account, mail, mobile). */
    personal?: string[];
}

/**
 * A meter under a new password: how hard it is to guess, and what makes it easy (a common password, keys in a
 * row…). Advice only: it never blocks the form, whose rule stays 4 to 30 characters (validation/password.ts).
 */
export const PasswordStrength = ({ source, personal = [] }: PasswordStrengthProps) => {
    const translate = useTranslate();
    const password = useWatch({ name: source }) as string | undefined;
    const others = useWatch({ name: personal }) as unknown[];
    const strength = useStrength(
        password ?? '',
        others.map(value => String(value ?? '')),
    );
    if (!strength) return null;
    const level = translate(`passwordStrength.levels.${LEVELS[strength.score]}`);
    const color = COLORS[strength.score];
    return (
        <Box sx={{ mt: -0.5, mb: 1.5 }} data-testid="password-strength">
            <Stack
                direction="row"
                spacing={0.5}
                role="meter"
                aria-label={translate('passwordStrength.meter')}
                aria-valuemin={0}
                aria-valuemax={4}
                aria-valuenow={strength.score}
                aria-valuetext={level}
            >
                {Array.from({ length: SEGMENTS }, (_, index) => (
                    <Box key={index} sx={{ flex: 1, height: 4, borderRadius: 2, bgcolor: index < Math.max(strength.score, 1) ? color : 'action.selected' }} />
                ))}
            </Stack>
            <Typography variant="caption" component="p" aria-live="polite" sx={{ mt: 0.5, color: 'text.secondary' }}>
                <Box component="span" sx={{ color, fontWeight: 500 }}>
                    {translate('passwordStrength.label', { level })}
                </Box>
                {strength.warning
                    ? ` · ${translate(`passwordStrength.warnings.${strength.warning}`)}`
                    : strength.score < 3
                      ? ` · ${translate('passwordStrength.advice')}`
                      : null}
            </Typography>
        </Box>
    );
};
