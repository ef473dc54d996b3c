import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { AutocompleteInput, ReferenceInput, TextInput, maxLength, required, useGetOne, useTranslate } from 'react-admin';
import { requiredText } from '../../../validation/requiredText';
import { useWatch } from 'react-hook-form';
import { formatYuan } from '../../../format/money';
import type { AppUser } from '../../../data/appUsers/types';
import { validateRechargeAmount } from '../../../validation/recharge';

const userText = (user: AppUser) => (user.mail || user.mobile ? `${user.username} (${user.mail || user.mobile})` : user.username);
const reasonRules = [requiredText(), maxLength(200)];
// the rule says "请输入充值金额" itself; the flag gives the field its required mark
const amountRule = Object.assign((value: unknown) => validateRechargeAmount(value), { isRequired: true });

/** The picked user's balance under the picker; tells the page which user is picked. */
const PickedUser = ({ onPick }: { onPick: (userId: number | undefined) => void }) => {
    const translate = useTranslate();
    const userId = useWatch<{ userId?: number | string | null }>({ name: 'userId' });
    const id = userId === undefined || userId === null || userId === '' ? undefined : Number(userId);
    useEffect(() => onPick(id), [id, onPick]);
    const { data } = useGetOne<AppUser>('appUser', { id: id ?? 0 }, { enabled: id !== undefined });
    if (!data || id === undefined) return null;
    return (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2, mx: 1.75 }} data-testid="current-balance">
            {translate('operation.recharge.currentBalance', { balance: formatYuan(data.propertyBalance) })}
        </Typography>
    );
};

/** User (autocomplete over the accounts), whole amount in yuan, reason. */
export const RechargeFields = ({ onPick }: { onPick: (userId: number | undefined) => void }) => (
    <>
        <ReferenceInput source="userId" reference="appUser">
            <AutocompleteInput
                label="operation.recharge.user"
                optionText={userText}
                filterToQuery={(q: string) => ({ q })}
                helperText="operation.recharge.userHelp"
                validate={required()}
            />
        </ReferenceInput>
        <PickedUser onPick={onPick} />
        <TextInput
            source="amount"
            label="operation.recharge.amount"
            validate={amountRule}
            helperText="operation.recharge.amountHelp"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextInput source="reason" label="operation.recharge.reason" validate={reasonRules} helperText="operation.recharge.reasonHelp" multiline minRows={2} />
    </>
);
