import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The open pages' main button: busy while the call is pending, so it cannot be sent twice. */
export const SubmitButton = ({ label, busy }: { label: string; busy: boolean }) => {
    const translate = useTranslate();
    return (
        <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={busy}
            aria-busy={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
            sx={{ mt: 1, py: 1.1, fontSize: 16, boxShadow: 'none' }}
        >
            {translate(label)}
        </Button>
    );
};
