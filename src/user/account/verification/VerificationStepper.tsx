import { Step, StepLabel, Stepper } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REALNAME_STEPS, type RealnameStep } from '../../../data/verification/api';

/** The four steps, the current one active and those before it (all, once done) completed. */
export const VerificationStepper = ({ step }: { step: RealnameStep }) => {
    const translate = useTranslate();
    const active = REALNAME_STEPS.indexOf(step);
    const done = step === 'done';
    return (
        <Stepper activeStep={done ? REALNAME_STEPS.length : active} alternativeLabel sx={{ py: 2 }} data-testid="verification-stepper" data-step={step}>
            {REALNAME_STEPS.map(name => (
                <Step key={name}>
                    <StepLabel>{translate(`verification.steps.${name}`)}</StepLabel>
                </Step>
            ))}
        </Stepper>
    );
};
