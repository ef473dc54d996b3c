import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Verified or not, as a small chip. */
export const RealNameChip = ({ status }: { status: number }) => {
    const translate = useTranslate();
    const verified = Number(status) === 1;
    return (
        <Chip
            size="small"
            variant="outlined"
            color={verified ? 'success' : 'default'}
            label={translate(verified ? 'operation.users.verified' : 'operation.users.unverified')}
        />
    );
};
