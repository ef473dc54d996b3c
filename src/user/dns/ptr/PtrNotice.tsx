import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/** SPEC section 9: PTR changes take 1 to 2 working days (shown on both PTR pages). */
export const PtrNotice = () => {
    const translate = useTranslate();
    return (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="ptr-notice">
            {translate('ptr.notice')}
        </Alert>
    );
};
