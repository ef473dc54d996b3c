import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** The small text link at the top right of a card ("Manage domains", "My plans"...). */
export const CardLink = ({ to, label }: { to: string; label: string }) => {
    const translate = useTranslate();
    return (
        <Button component={Link} to={to} size="small" sx={{ whiteSpace: 'nowrap' }}>
            {translate(label)}
        </Button>
    );
};
