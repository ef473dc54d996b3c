import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import InsertLink from '@mui/icons-material/InsertLink';
import Notes from '@mui/icons-material/Notes';
import { Box, FormHelperText, IconButton, Paper, TextField, Tooltip, Typography } from '@mui/material';
import { useRef, type ReactElement } from 'react';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { SafeHtml } from '../../ui/SafeHtml';
import { applyFormat, type Format } from './editorFormat';

const TOOLS: Array<{ format: Format; icon: ReactElement; placeholder: string }> = [
    { format: 'bold', icon: <FormatBold />, placeholder: 'adminMessages.editor.bold' },
    { format: 'italic', icon: <FormatItalic />, placeholder: 'adminMessages.editor.italic' },
    { format: 'link', icon: <InsertLink />, placeholder: 'adminMessages.editor.linkText' },
    { format: 'list', icon: <FormatListBulleted />, placeholder: 'adminMessages.editor.listItem' },
    { format: 'paragraph', icon: <Notes />, placeholder: 'adminMessages.editor.paragraph' },
];

/**
 * A light HTML editor: a textarea with a small toolbar that inserts tags around the selection, and a live
 * preview rendered through SafeHtml (sanitised, as users will see it).
 */
export const HtmlEditor = ({ source, label, helperText, validate }: { source: string; label: string; helperText?: string; validate?: Validator[] }) => {
    const translate = useTranslate();
    const ref = useRef<HTMLTextAreaElement | null>(null);
    const { id, field, fieldState, isRequired } = useInput({ source, validate });
    const value = typeof field.value === 'string' ? field.value : '';

    const format = (tool: (typeof TOOLS)[number]) => {
        const area = ref.current;
        const edit = applyFormat(value, area?.selectionStart ?? value.length, area?.selectionEnd ?? value.length, tool.format, translate(tool.placeholder));
        field.onChange(edit.text);
        requestAnimationFrame(() => {
            area?.focus();
            area?.setSelectionRange(edit.selectionStart, edit.selectionEnd);
        });
    };

    return (
        <Box sx={{ width: '100%', display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
            <Box>
                <Box role="toolbar" aria-label={translate('adminMessages.editor.toolbar')} sx={{ display: 'flex', gap: 0.5, mb: 0.5 }}>
                    {TOOLS.map(tool => (
                        <Tooltip key={tool.format} title={translate(`adminMessages.editor.${tool.format}`)}>
                            <IconButton size="small" aria-label={translate(`adminMessages.editor.${tool.format}`)} onClick={() => format(tool)}>
                                {tool.icon}
                            </IconButton>
                        </Tooltip>
                    ))}
                </Box>
                <TextField
                    id={id}
                    name={field.name}
                    value={value}
                    onChange={event => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    inputRef={(node: HTMLTextAreaElement | null) => {
                        ref.current = node;
                        field.ref(node);
                    }}
                    label={`${translate(label)}${isRequired ? ' *' : ''}`}
                    multiline
                    minRows={10}
                    maxRows={24}
                    fullWidth
                    error={fieldState.invalid}
                    slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'content-source', style: { fontFamily: 'monospace' } } }}
                />
                <FormHelperText error={fieldState.invalid}>
                    <InputHelperText error={fieldState.error?.message} helperText={helperText} />
                </FormHelperText>
            </Box>
            <Paper variant="outlined" sx={{ p: 2, minHeight: 120, overflow: 'auto' }} aria-label={translate('adminMessages.form.preview')}>
                <Typography variant="overline" color="text.secondary">
                    {translate('adminMessages.form.preview')}
                </Typography>
                {value.trim() ? (
                    <SafeHtml html={value} />
                ) : (
                    <Typography variant="body2" color="text.secondary">
                        {translate('adminMessages.form.previewEmpty')}
                    </Typography>
                )}
            </Paper>
        </Box>
    );
};
