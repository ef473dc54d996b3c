import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A dialog's way out, its label shown at every width. (react-admin's `Button` draws only its icon below the `sm`
 * breakpoint, so a label-only one becomes an empty icon button on a phone.)
 */
export const DialogCancelButton = ({ label = 'ra.action.cancel', onClick }: { label?: string; onClick: () => void }) => {
    const translate = useTranslate();
    return (
        <Button size="small" onClick={onClick}>
            {translate(label, { _: label })}
        </Button>
    );
};
