import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DIALOG_TOP } from '../../config/constants';
import type { Notice } from '../../data/overview/api';
import { SafeHtml } from '../../ui/SafeHtml';

/** An announcement's content, sanitised (SafeHtml); full screen on a phone. */
export const NoticeDialog = ({ notice, onClose }: { notice: Notice | null; onClose: () => void }) => {
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    return (
        <Dialog
            open={notice !== null}
            onClose={onClose}
            fullWidth
            maxWidth="sm"
            fullScreen={phone}
            aria-labelledby="notice-dialog-title"
            sx={phone ? undefined : { '& .MuiDialog-container': { alignItems: 'flex-start' }, '& .MuiDialog-paper': { mt: DIALOG_TOP } }}
        >
            {notice ? (
                <>
                    <DialogTitle id="notice-dialog-title">
                        {notice.title}
                        <Typography variant="body2" color="text.secondary" component="div">
                            {notice.createtime}
                        </Typography>
                    </DialogTitle>
                    <DialogContent dividers>
                        <SafeHtml html={notice.content} />
                    </DialogContent>
                    <DialogActions>
                        <Button onClick={onClose}>{translate('dashboard.notices.close')}</Button>
                    </DialogActions>
                </>
            ) : null}
        </Dialog>
    );
};
