import { Button, CircularProgress } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';

/** The full-width submit button of the sign-in steps, busy while the form submits. */
export const SubmitButton = ({ label, busyLabel }: { label: string; busyLabel: string }) => {
    const translate = useTranslate();
    const { isSubmitting } = useFormState();
    return (
        <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={isSubmitting}
            aria-busy={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
            sx={{ py: 1.1, fontSize: 16, boxShadow: 'none' }}
        >
            {translate(isSubmitting ? busyLabel : label)}
        </Button>
    );
};
