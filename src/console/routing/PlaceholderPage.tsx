import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A screen that a later issue builds: it names the feature so no spec route is a dead link. */
export const PlaceholderPage = ({ feature }: { feature: string }) => {
    const translate = useTranslate();
    const name = translate(feature);
    return (
        <Card sx={{ mt: 2 }}>
            <Title title={name} />
            <CardContent>
                <Typography variant="h5" gutterBottom>
                    {name}
                </Typography>
                <Typography color="text.secondary">{translate('app.placeholder.body')}</Typography>
            </CardContent>
        </Card>
    );
};
