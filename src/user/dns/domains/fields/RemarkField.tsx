import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, ButtonBase, CircularProgress, InputAdornment, TextField, Typography } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { REMARK_MAX, type Domain } from '../../../../data/domains/api';
import { useDomainAction } from '../useDomainAction';
import { useSubAccountReason } from '../../subAccountReason';

/** The remark being edited: the field, and the call that saves it (mounted only while editing). */
const RemarkEditor = ({
    record,
    draft,
    setDraft,
    onDone,
}: {
    record: Pick<Domain, 'id' | 'remarks' | 'domain'>;
    draft: string;
    setDraft: (draft: string) => void;
    onDone: () => void;
}) => {
    const translate = useTranslate();
    const current = record.remarks ?? '';
    const [error, setError] = useState<string>();
    const save = useDomainAction<string>((provider, remarks) => provider.setRemark(record.id, remarks), {
        success: 'domains.notify.remarkSaved',
        // the refusal is said under the field
        errorToast: false,
    });

    const submit = async () => {
        const remarks = draft.trim();
        if (remarks === current) return onDone();
        try {
            await save.mutateAsync(remarks);
            onDone();
        } catch (failure) {
            setError((failure as Error)?.message || 'http.failed');
        }
    };
    const onKeyDown = (event: KeyboardEvent) => {
        event.stopPropagation();
        if (event.key === 'Enter') {
            event.preventDefault();
            void submit();
        } else if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
        }
    };

    return (
        <TextField
            size="small"
            autoFocus
            value={draft}
            disabled={save.isPending}
            onChange={event => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            onClick={event => event.stopPropagation()}
            // leaving the field unchanged closes it; a changed text waits for Enter or Esc
            onBlur={() => (draft.trim() === current ? onDone() : undefined)}
            error={Boolean(error)}
            helperText={error ? translate(error, { _: error }) : translate('domains.remark.help')}
            slotProps={{
                htmlInput: { maxLength: REMARK_MAX, 'aria-label': translate('domains.remark.label', { domain: record.domain }) },
                input: save.isPending
                    ? {
                          endAdornment: (
                              <InputAdornment position="end">
                                  <CircularProgress size={16} />
                              </InputAdornment>
                          ),
                      }
                    : undefined,
            }}
            sx={{ minWidth: 160 }}
        />
    );
};

/** The remark, edited in place: click to edit, Enter saves, Esc cancels; a refusal keeps the text and says why. */
export const RemarkField = ({ record }: { record: Pick<Domain, 'id' | 'remarks' | 'domain'> }) => {
    const translate = useTranslate();
    const current = record.remarks ?? '';
    const [draft, setDraft] = useState<string | null>(null);
    // a remark is the owner's to write: a sub-account without the owner's domain actions reads it only
    const closed = useSubAccountReason('owner');
    if (closed)
        return (
            <Typography variant="body2" color="text.secondary" title={closed} sx={{ wordBreak: 'break-word' }}>
                {current || '—'}
            </Typography>
        );
    if (draft !== null) return <RemarkEditor record={record} draft={draft} setDraft={setDraft} onDone={() => setDraft(null)} />;
    const edit = () => setDraft(current);
    // the button is named for what it does; the remark beside it is its visible text, a click on it edits too
    // (a button whose name differs from the text inside it would fail "label in name" for speech users)
    return (
        <Box
            onClick={event => {
                event.stopPropagation();
                edit();
            }}
            sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                cursor: 'pointer',
                borderRadius: 1,
                px: 0.5,
                py: 0.25,
                '& .edit-mark': { opacity: 0.4 },
                '&:hover .edit-mark': { opacity: 1 },
            }}
        >
            <Typography variant="body2" color={current ? 'text.primary' : 'text.secondary'} sx={{ wordBreak: 'break-word' }}>
                {current || translate('domains.remark.empty')}
            </Typography>
            <ButtonBase
                className="edit-mark"
                aria-label={translate('domains.remark.edit', { domain: record.domain })}
                sx={{ borderRadius: 1, color: 'text.secondary', '&.Mui-focusVisible': { opacity: 1 } }}
            >
                <EditOutlined fontSize="inherit" />
            </ButtonBase>
        </Box>
    );
};
