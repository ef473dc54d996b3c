import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { AuthKeyCard } from './AuthKeyCard';
import { ExportCard } from './ExportCard';
import { ImportCard } from './ImportCard';
import { NodeConfigCard } from './NodeConfigCard';

/** Admin "Database and keys" (/system/database): export, import, the CDN auth key and the node config. */
export const DatabasePage = () => (
    <Box sx={{ mt: 2, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Title title="database.title" />
        <ExportCard />
        <ImportCard />
        <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
            <AuthKeyCard />
        </Box>
        <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
            <NodeConfigCard />
        </Box>
    </Box>
);

export default DatabasePage;
