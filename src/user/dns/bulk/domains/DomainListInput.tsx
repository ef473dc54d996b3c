import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { required, TextInput, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { BULK_DOMAIN_LIMIT } from '../../../../config/constants';
import { validateBulkDomainList } from '../../../../validation/domainList';
import { listedDomains } from './domainListRule';

const listed = [required(), validateBulkDomainList];

/** How many domains the list holds so far. */
const DomainCount = ({ source }: { source: string }) => {
    const translate = useTranslate();
    const text = useWatch({ name: source }) as string | undefined;
    const count = listedDomains(text ?? '').length;
    return count ? (
        <Typography variant="caption" color={count > BULK_DOMAIN_LIMIT ? 'error' : 'text.secondary'} aria-live="polite" data-testid="domain-count">
            {translate('bulkDomains.counted', { smart_count: count })}
        </Typography>
    ) : null;
};

interface DomainListInputProps {
    source?: string;
    disabled?: boolean;
    /** The list's rule (SPEC's domain list by default; the bulk add reads names as people type them). */
    validate?: Validator[];
    /** What is said under the count (the bulk add's notes). */
    children?: ReactNode;
}

/** The pasted domain list (one per line, at most 500), checked at the field: the first bad or repeated line is named. */
export const DomainListInput = ({ source = 'domains', disabled, validate = listed, children }: DomainListInputProps) => {
    const translate = useTranslate();
    return (
        <>
            <TextInput
                source={source}
                label="bulkDomains.domains"
                multiline
                minRows={8}
                maxRows={18}
                validate={validate}
                disabled={disabled}
                helperText={translate('bulkDomains.domainsHelp', { max: BULK_DOMAIN_LIMIT })}
                slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
            <DomainCount source={source} />
            {children}
        </>
    );
};
