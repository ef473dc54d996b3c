import type { ReactElement } from 'react';
import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Says why a disabled control is disabled: a tooltip on a wrapper, since disabled buttons get no events. */
export const LockHint = ({ hint, children }: { hint?: string; children: ReactElement }) => {
    const translate = useTranslate();
    if (!hint) return children;
    return (
        <Tooltip title={translate(hint)}>
            <span style={{ display: 'inline-flex' }}>{children}</span>
        </Tooltip>
    );
};
