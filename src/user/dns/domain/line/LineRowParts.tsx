import EditIcon from '@mui/icons-material/Edit';
import { Box, Stack, Typography } from '@mui/material';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import type { CustomLine } from '../../../../data/customLines/api';
import { useInvalidateLineTree } from '../../lines/useLineLevel';
import { normaliseLineRanges } from '../../../../validation/lineRanges';
import { DeleteWithConfirmButton } from '../../../../ui/singleFlight';

/** The pieces of a custom line's row, shared by the table (desktop) and the cards (phone). */
const rangesOf = (content: string) => normaliseLineRanges(content).split('\n').filter(Boolean);

/** The first ranges of a line and how many there are. */
export const RangesCell = ({ record }: { record: CustomLine }) => {
    const translate = useTranslate();
    const ranges = rangesOf(record.content ?? '');
    return (
        <Box sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>
            {ranges.slice(0, 3).map(range => (
                <div key={range}>{range}</div>
            ))}
            {ranges.length > 3 ? (
                <Typography variant="caption" color="text.secondary">
                    {translate('domainPages.line.rangeCount', { smart_count: ranges.length })}
                </Typography>
            ) : null}
        </Box>
    );
};

export const RowActions = ({ onEdit }: { onEdit: (record: CustomLine) => void }) => {
    const record = useRecordContext<CustomLine>();
    const translate = useTranslate();
    const invalidateLineTree = useInvalidateLineTree();
    if (!record) return null;
    return (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <Button label="domainPages.line.edit" onClick={() => onEdit(record)}>
                <EditIcon />
            </Button>
            <DeleteWithConfirmButton
                label="domainPages.line.delete"
                confirmTitle={translate('domainPages.line.deleteTitle')}
                confirmContent={translate('domainPages.line.deleteConfirm', { name: record.name })}
                successMessage="domainPages.line.deleted"
                mutationMode="pessimistic"
                mutationOptions={{ onSettled: invalidateLineTree }}
                redirect={false}
            />
        </Stack>
    );
};
