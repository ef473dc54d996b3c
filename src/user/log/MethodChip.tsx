import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLOURS: Record<number, ChipProps['color']> = { 1: 'primary', 2: 'warning', 3: 'success' };

/** A row's log method (sign-in, account, DNS) as a small coloured chip. */
export const MethodChip = ({ method }: { method: number | string }) => {
    const translate = useTranslate();
    const value = Number(method);
    return <Chip size="small" variant="outlined" color={COLOURS[value] ?? 'default'} label={translate(`userLogs.method.${value}`, { _: String(method) })} />;
};
