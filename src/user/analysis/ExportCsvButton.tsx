import FileDownload from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "Export CSV" of what a chart shows; disabled (no `onExport`) while there is nothing to export. */
export const ExportCsvButton = ({ onExport, testId }: { onExport?: () => void; testId?: string }) => {
    const translate = useTranslate();
    return (
        <Button variant="outlined" size="small" startIcon={<FileDownload />} onClick={onExport} disabled={!onExport} data-testid={testId}>
            {translate('analysis.exportCsv')}
        </Button>
    );
};
