import { useMemo } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { TextInput, useCreate, useListContext, useNotify, useTranslate } from 'react-admin';
import { BLOCK_REMARK_MAX, type AccountBlock } from '../../../../data/ptrZones/blocks';
import { DialogCancelButton } from '../../../../ui/DialogCancelButton';
import { Form, SaveButton } from '../../../../ui/singleFlight';
import { validateNewBlock } from './blockValidators';

const RESOURCE = 'ptrBlock';
const titleId = 'ptr-block-assign-title';

interface AssignForm {
    block: string;
    remark: string;
}

/**
 * Assigns a block to the account: checked as typed by the shared rules, then by the server (another account's
 * block, named). A refusal is said at the field, with what was typed kept; success says so, closes, and the list reads again.
 */
export const AssignBlockDialog = ({ userId, onClose }: { userId: number; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const fullScreen = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
    const { data: listed = [] } = useListContext<AccountBlock>();
    const [create] = useCreate<AccountBlock>();
    const validateBlock = useMemo(() => validateNewBlock(userId, () => listed), [userId, listed]);

    const save = async ({ block, remark }: AssignForm) => {
        try {
            await create(RESOURCE, { data: { userId, block, remark } }, { returnPromise: true });
        } catch (error) {
            // the refusal (a prefix overlapping another account's block...) is said at the field, once
            return { block: (error as Error)?.message || 'http.failed' };
        }
        notify('ptrBlocks.assigned', { type: 'success' });
        onClose();
        return undefined;
    };

    return (
        <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
            <Form<AssignForm>
                defaultValues={{ block: '', remark: '' }}
                onSubmit={(values: Partial<AssignForm>) => save(values as AssignForm)}
                resource={RESOURCE}
                sanitizeEmptyValues={false}
                mode="onSubmit"
                reValidateMode="onChange"
                noValidate
            >
                <DialogTitle id={titleId}>{translate('ptrBlocks.assignTitle')}</DialogTitle>
                <DialogContent sx={{ pb: 0 }}>
                    <TextInput
                        source="block"
                        label="ptrBlocks.block"
                        helperText="ptrBlocks.blockHelp"
                        validate={validateBlock}
                        autoFocus
                        fullWidth
                        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
                    />
                    <TextInput
                        source="remark"
                        label="ptrBlocks.remark"
                        helperText="ptrBlocks.remarkHelp"
                        fullWidth
                        slotProps={{ htmlInput: { maxLength: BLOCK_REMARK_MAX } }}
                    />
                </DialogContent>
                <DialogActions sx={{ px: 3, pb: 2 }}>
                    <DialogCancelButton label="ra.action.cancel" onClick={onClose} />
                    <SaveButton label="ptrBlocks.assign" alwaysEnable />
                </DialogActions>
            </Form>
        </Dialog>
    );
};
