import { useTranslate } from 'react-admin';
import type { IssuedToken } from '../../../data/apiTokens/api';
import { ShownOnceDialog } from '../../../ui/ShownOnceDialog';

/** A token's secret, the one time it is shown (after create or roll): copy it, then close; it is never answered again. */
export const TokenSecretDialog = ({ issued, onClose }: { issued: IssuedToken | undefined; onClose(): void }) => {
    const translate = useTranslate();
    return (
        <ShownOnceDialog
            secret={issued?.secret}
            title="apiTokens.secret.title"
            copyLabel="apiTokens.secret.copy"
            doneLabel="apiTokens.secret.done"
            warning={translate('apiTokens.secret.body')}
            label={issued ? translate('apiTokens.secret.label', { name: issued.token.name }) : null}
            testId="token-secret"
            onClose={onClose}
        />
    );
};
