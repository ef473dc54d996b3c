import EditNote from '@mui/icons-material/EditNote';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { adminPaths } from '../paths';

/** Opens the write form. */
export const WriteButton = ({ variant = 'text' }: { variant?: 'text' | 'contained' }) => (
    <Button component={Link} to={adminPaths.messageCreate()} label="adminMessages.write" variant={variant}>
        <EditNote />
    </Button>
);
