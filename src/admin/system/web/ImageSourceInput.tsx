import UploadIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { IMAGE_TYPES, imageFileProblem, readAsDataUrl, validateImageSource } from './imageFile';

interface ImageSourceInputProps {
    source: string;
    label: string;
    /** The swatch the preview sits on: a light logo on a light one, a dark logo on a dark one. */
    swatch: 'light' | 'dark';
}

const isDataUrl = (value: string) => value.startsWith('data:');
const dataUrlKb = (value: string) => Math.max(1, Math.round(((value.length - value.indexOf(',') - 1) * 3) / 4 / 1024));

/**
 * An image field of the web config: an image URL typed in, or a file uploaded and stored inline as a data: URL
 * (image types only, size-capped, with a message saying why a file is refused), with a preview.
 */
export const ImageSourceInput = ({ source, label, swatch }: ImageSourceInputProps) => {
    const translate = useTranslate();
    const fileInput = useRef<HTMLInputElement>(null);
    const [fileProblem, setFileProblem] = useState<string>();
    const { id, field, fieldState, isRequired } = useInput({ source, validate: validateImageSource });
    const value = typeof field.value === 'string' ? field.value : '';
    const uploaded = isDataUrl(value);
    const name = translate(label);
    const error = fieldState.error?.message;

    const pick = async (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (!file) return;
        const problem = imageFileProblem(file);
        setFileProblem(problem);
        if (problem) return;
        try {
            field.onChange(await readAsDataUrl(file));
        } catch {
            setFileProblem('webConfig.image.readFailed');
        }
    };

    return (
        <Box sx={{ width: '100%', mb: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
                <Box
                    role="img"
                    aria-label={translate('webConfig.image.preview', { name })}
                    sx={theme => ({
                        width: 160,
                        height: 64,
                        flexShrink: 0,
                        borderRadius: 1,
                        border: 1,
                        borderColor: 'divider',
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        overflow: 'hidden',
                        bgcolor: swatch === 'dark' ? theme.palette.grey[900] : theme.palette.grey[50],
                        color: swatch === 'dark' ? theme.palette.grey[400] : theme.palette.grey[700],
                    })}
                >
                    {value && !validateImageSource(value) ? (
                        <Box component="img" src={value} alt="" sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
                    ) : (
                        <Typography variant="caption">{translate('webConfig.image.none')}</Typography>
                    )}
                </Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                    <TextField
                        id={id}
                        label={name}
                        required={isRequired}
                        size="small"
                        fullWidth
                        value={uploaded ? '' : value}
                        placeholder={uploaded ? translate('webConfig.image.uploaded', { size: dataUrlKb(value) }) : 'https://'}
                        onChange={event => {
                            setFileProblem(undefined);
                            field.onChange(event.target.value);
                        }}
                        onBlur={field.onBlur}
                        error={Boolean(error)}
                        helperText={
                            error
                                ? translate(error)
                                : uploaded
                                  ? translate('webConfig.image.uploaded', { size: dataUrlKb(value) })
                                  : translate('webConfig.image.url')
                        }
                        slotProps={{ inputLabel: { shrink: true } }}
                    />
                    <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                        <Button size="small" variant="outlined" startIcon={<UploadIcon />} onClick={() => fileInput.current?.click()}>
                            {translate('webConfig.image.upload')}
                        </Button>
                        {value ? (
                            <Button size="small" color="inherit" onClick={() => field.onChange('')}>
                                {translate('webConfig.image.clear')}
                            </Button>
                        ) : null}
                        <input
                            ref={fileInput}
                            type="file"
                            hidden
                            accept={IMAGE_TYPES.join(',')}
                            aria-label={`${name} ${translate('webConfig.image.upload')}`}
                            onChange={event => void pick(event)}
                        />
                    </Stack>
                    {fileProblem ? <FormHelperText error>{translate(fileProblem)}</FormHelperText> : null}
                </Box>
            </Stack>
        </Box>
    );
};
