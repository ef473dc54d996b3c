import type { MouseEvent } from 'react';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import { Button, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSignInAsUser } from './useSignInAsUser';

/** Opens the user console in a new tab, signed in as `userId`. Always labelled (phones included). */
export const SignInAsButton = ({ userId, ...rest }: { userId: number } & Omit<ButtonProps, 'onClick' | 'children'>) => {
    const translate = useTranslate();
    const { signIn, isPending } = useSignInAsUser();
    return (
        <Button
            startIcon={<LoginOutlined />}
            {...rest}
            disabled={isPending}
            onClick={(event: MouseEvent<HTMLButtonElement>) => {
                event.stopPropagation();
                signIn(userId);
            }}
            sx={{ whiteSpace: 'nowrap', ...rest.sx }}
        >
            {translate('operation.users.signInAs')}
        </Button>
    );
};
