import { Alert } from '@mui/material';
import { useMemo } from 'react';
import { required, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { readTypedDomain, subZoneWarning, typedDomainNotes, validateTypedDomain } from '../../../validation/typedDomain';
import { useParentZone } from './useParentZone';

const validate = [required(), validateTypedDomain];

/**
 * The add dialog's name, as people type it (validation/typedDomain.ts): refused at the field when it cannot be
 * hosted; what the dialog will add said under it when it differs from the text (a scheme, path or `www.` left
 * out, the stored form of a Unicode name); a warning when it lies under a zone of the account.
 */
export const DomainNameInput = ({ source }: { source: string }) => {
    const translate = useTranslate();
    const typed = useWatch({ name: source }) as unknown;
    const read = useMemo(() => readTypedDomain(typeof typed === 'string' ? typed : ''), [typed]);
    const notes = typedDomainNotes(read, translate);
    const parent = useParentZone(read.problem ? '' : read.name);
    return (
        <>
            <TextInput
                source={source}
                label="domains.add.name"
                // a node, shown as it is: the notes are translated already
                helperText={notes.length ? <span data-testid="domain-name-note">{notes.join(' ')}</span> : 'domains.add.nameHelp'}
                validate={validate}
                autoFocus
                fullWidth
                parse={value => value}
                slotProps={{ htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false, inputMode: 'url' } }}
            />
            {parent ? (
                <Alert severity="warning" sx={{ mb: 2 }} data-testid="domain-name-subzone">
                    {subZoneWarning(read.name, parent, translate)}
                </Alert>
            ) : null}
        </>
    );
};
