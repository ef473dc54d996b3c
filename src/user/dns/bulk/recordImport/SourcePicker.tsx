import Close from '@mui/icons-material/Close';
import UploadFile from '@mui/icons-material/UploadFile';
import { Box, Button, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDetectedFormat } from './useDetectedFormat';
import type { ImportSource } from './usePreview';

const formatSize = (bytes: number) =>
    bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The file (dropped or chosen) or the pasted text, and the format (detected unless picked). No size cap. */
export const SourcePicker = ({ value, onChange, disabled }: { value: ImportSource; onChange: (source: ImportSource) => void; disabled?: boolean }) => {
    const translate = useTranslate();
    const input = useRef<HTMLInputElement>(null);
    const [dragging, setDragging] = useState(false);
    const detected = useDetectedFormat(value);
    const pick = (file: File | undefined) => {
        if (file) onChange({ ...value, file, text: '' });
    };
    const drop = (event: DragEvent) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) pick(event.dataTransfer.files[0]);
    };
    return (
        <Stack spacing={2}>
            <Box
                onDragOver={event => {
                    event.preventDefault();
                    setDragging(true);
                }}
                onDragLeave={() => setDragging(false)}
                onDrop={drop}
                data-testid="zone-drop"
                sx={{
                    border: 2,
                    borderStyle: 'dashed',
                    borderColor: dragging ? 'primary.main' : 'divider',
                    borderRadius: 1,
                    p: 2,
                    textAlign: 'center',
                    bgcolor: dragging ? 'action.hover' : undefined,
                }}
            >
                {value.file ? (
                    <Chip
                        icon={<UploadFile />}
                        label={translate('zoneTransfer.import.file', { name: value.file.name, size: formatSize(value.file.size) })}
                        onDelete={disabled ? undefined : () => onChange({ ...value, file: null })}
                        deleteIcon={<Close aria-label={translate('zoneTransfer.import.clearFile')} />}
                        sx={{ maxWidth: '100%' }}
                    />
                ) : (
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }}>
                        <Typography variant="body2" color="text.secondary">
                            {translate('zoneTransfer.import.dropHere')}
                        </Typography>
                        <Button variant="outlined" size="small" startIcon={<UploadFile />} onClick={() => input.current?.click()} disabled={disabled}>
                            {translate('zoneTransfer.import.chooseFile')}
                        </Button>
                    </Stack>
                )}
                <input
                    ref={input}
                    type="file"
                    hidden
                    accept=".zone,.txt,.csv,.db,text/plain,text/csv"
                    data-testid="zone-file-input"
                    onChange={event => {
                        pick(event.target.files?.[0]);
                        event.target.value = '';
                    }}
                />
            </Box>
            {value.file ? null : (
                <TextField
                    label={translate('zoneTransfer.import.pasteLabel')}
                    helperText={translate('zoneTransfer.import.orPaste')}
                    multiline
                    minRows={4}
                    maxRows={14}
                    value={value.text}
                    onChange={event => onChange({ ...value, text: event.target.value })}
                    disabled={disabled}
                    slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
                />
            )}
            <TextField
                select
                size="small"
                label={translate('zoneTransfer.import.format')}
                value={value.format}
                onChange={event => onChange({ ...value, format: event.target.value as ImportSource['format'] })}
                disabled={disabled}
                helperText={
                    value.format === 'auto' && detected
                        ? translate('zoneTransfer.import.detected', {
                              format: translate(detected === 'csv' ? 'zoneTransfer.import.formatCsv' : 'zoneTransfer.import.formatBind'),
                          })
                        : undefined
                }
                sx={{ maxWidth: 240 }}
            >
                <MenuItem value="auto">{translate('zoneTransfer.import.formatAuto')}</MenuItem>
                <MenuItem value="csv">{translate('zoneTransfer.import.formatCsv')}</MenuItem>
                <MenuItem value="bind">{translate('zoneTransfer.import.formatBind')}</MenuItem>
            </TextField>
        </Stack>
    );
};
