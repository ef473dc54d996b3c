import Key from '@mui/icons-material/Key';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { saveText } from '../../../ui/saveFile';
import { PEM_TYPE, pemFileName } from './pemFile';

/** After submitting with a browser-made key: the one offer of the private key as a file, then the next step. */
export const KeyDialog = ({
    open,
    domain,
    privateKey,
    next,
    onNext,
}: {
    open: boolean;
    domain: string;
    privateKey: string;
    next: string;
    onNext: () => void;
}) => {
    const translate = useTranslate();
    return (
        <Dialog open={open} aria-labelledby="ssl-key-title">
            <DialogTitle id="ssl-key-title">{translate('ssl.apply.keyTitle')}</DialogTitle>
            <DialogContent>
                <DialogContentText>{translate('ssl.apply.keyBody')}</DialogContentText>
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button startIcon={<Key />} onClick={() => saveText(pemFileName(domain, '.key'), privateKey, PEM_TYPE)}>
                    {translate('ssl.apply.keyDownload')}
                </Button>
                <Button variant="contained" onClick={onNext}>
                    {translate(next)}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
