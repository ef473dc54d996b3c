import { useTranslate } from 'react-admin';
import type { InvitedSubAccount } from '../../../data/subAccounts/api';
import { ShownOnceDialog } from '../../../ui/ShownOnceDialog';

/** An invited sub-account's first password, the one time it is shown: copy it, then close. */
export const FirstPasswordDialog = ({ invited, onClose }: { invited: InvitedSubAccount | undefined; onClose(): void }) => {
    const translate = useTranslate();
    return (
        <ShownOnceDialog
            secret={invited?.password}
            title="subAccounts.password.title"
            copyLabel="subAccounts.password.copy"
            doneLabel="subAccounts.password.done"
            warning={invited ? translate('subAccounts.password.body', { name: invited.subAccount.name, account: invited.subAccount.account }) : null}
            testId="sub-account-password"
            onClose={onClose}
        />
    );
};
