import { Skeleton, Stack } from '@mui/material';

/** The loading shape of a stat card: a caption, a big number, a line of detail. */
export const StatSkeleton = () => (
    <Stack spacing={0.5} data-testid="card-loading" aria-busy="true">
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="60%" sx={{ fontSize: '2rem' }} />
        <Skeleton variant="text" width="80%" />
    </Stack>
);

/** The loading shape of a list card: a few lines. */
export const ListSkeleton = ({ rows = 4 }: { rows?: number }) => (
    <Stack spacing={1} data-testid="card-loading" aria-busy="true">
        {Array.from({ length: rows }, (_, index) => (
            <Skeleton key={index} variant="text" width={`${90 - index * 8}%`} />
        ))}
    </Stack>
);
