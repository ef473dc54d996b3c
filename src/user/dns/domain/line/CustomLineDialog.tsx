import { Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { TextInput, maxLength, required, useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { CustomLine } from '../../../../data/customLines/api';
import { LINE_NAME_MAX, lineRangeProblems, normaliseLineRanges, parseLineRanges, validateLineRanges } from '../../../../validation/lineRanges';
import { LineProblemList } from '../../../../ui/LineProblemList';
import { useInvalidateLineTree } from '../../lines/useLineLevel';
import { Form, SaveButton } from '../../../../ui/singleFlight';
import { DialogCancelButton } from '../../../../ui/DialogCancelButton';

const RESOURCE = 'customLine';

export type LineDialogState = { mode: 'add' } | { mode: 'edit'; record: CustomLine } | null;

interface LineFormValues {
    name: string;
    content: string;
}

const validateName = [required(), maxLength(LINE_NAME_MAX, 'domainPages.line.nameTooLong')];
const validateContent = [validateLineRanges];

const RangeCount = () => {
    const translate = useTranslate();
    const content = useWatch<LineFormValues, 'content'>({ name: 'content' });
    const count = parseLineRanges(content).ranges.length;
    return (
        <Typography variant="caption" color="text.secondary" data-testid="range-count">
            {translate('domainPages.line.rangeCount', { smart_count: count })}
        </Typography>
    );
};

/**
 * Adds or edits a custom line: a name and its IP ranges, one per line (an address, "a-b" or a CIDR block, IPv4 or
 * IPv6), checked before sending with every problem named by its line at once ("第3行与第1行重叠"); saved as "a-b". A refused save keeps the dialog and what was typed, and shows
 * the server's msg.
 */
export const CustomLineDialog = ({ state, onClose }: { state: LineDialogState; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const [create] = useCreate<CustomLine>();
    const [update] = useUpdate<CustomLine>();
    const invalidateLineTree = useInvalidateLineTree();
    const editing = state?.mode === 'edit' ? state.record : undefined;

    const save = async (values: Partial<LineFormValues>) => {
        const data = { name: String(values.name ?? '').trim(), content: normaliseLineRanges(String(values.content ?? '')) };
        try {
            if (editing) {
                await update(
                    RESOURCE,
                    { id: editing.id, data: { ...data, id: editing.id }, previousData: editing },
                    { mutationMode: 'pessimistic', returnPromise: true },
                );
            } else {
                await create(RESOURCE, { data: { ...data, id: 0 } }, { returnPromise: true });
            }
        } catch (error) {
            notify((error as Error)?.message || 'http.failed', { type: 'error' });
            return {};
        }
        notify('domainPages.line.saved', { type: 'success' });
        invalidateLineTree();
        onClose();
        return undefined;
    };

    const titleId = 'custom-line-dialog-title';
    return (
        <Dialog open={state !== null} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
            {state ? (
                <Form<LineFormValues>
                    defaultValues={editing ? { name: editing.name, content: editing.content } : { name: '', content: '' }}
                    onSubmit={save}
                    resource={RESOURCE}
                    sanitizeEmptyValues={false}
                >
                    <DialogTitle id={titleId}>{translate(editing ? 'domainPages.line.editTitle' : 'domainPages.line.addTitle')}</DialogTitle>
                    <DialogContent sx={{ pb: 0 }}>
                        <TextInput
                            source="name"
                            label="domainPages.line.name"
                            helperText="domainPages.line.nameHelp"
                            validate={validateName}
                            fullWidth
                            autoFocus
                        />
                        <TextInput
                            source="content"
                            label="domainPages.line.content"
                            helperText="domainPages.line.contentHelp"
                            validate={validateContent}
                            multiline
                            minRows={6}
                            maxRows={16}
                            fullWidth
                            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
                        />
                        <LineProblemList source="content" problemsOf={lineRangeProblems} />
                        <RangeCount />
                    </DialogContent>
                    <DialogActions sx={{ px: 3, pb: 2 }}>
                        <DialogCancelButton label="domainPages.line.cancel" onClick={onClose} />
                        <SaveButton label="domainPages.line.save" alwaysEnable />
                    </DialogActions>
                </Form>
            ) : null}
        </Dialog>
    );
};
