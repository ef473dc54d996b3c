import Home from '@mui/icons-material/Home';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../../authProvider/routeGuard';

/** Unknown paths (SPEC section 2): "页面不存在" and a way home (/console). For <Admin catchAll> or a "*" route. */
export const NotFoundPage = () => {
    const translate = useTranslate();
    return (
        <Card sx={{ mt: 2 }}>
            <Title title={translate('app.notFound.title')} />
            <CardContent sx={{ textAlign: 'center', py: { xs: 4, sm: 8 } }}>
                <Typography variant="h1" component="p" color="text.disabled" sx={{ fontWeight: 700, fontSize: { xs: 64, sm: 96 }, lineHeight: 1 }}>
                    404
                </Typography>
                <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
                    {translate('app.notFound.title')}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                    {translate('app.notFound.body')}
                </Typography>
                <Box sx={{ mt: 3 }}>
                    <Button component={Link} to={HOME_PATH} variant="contained" startIcon={<Home />}>
                        {translate('app.notFound.home')}
                    </Button>
                </Box>
            </CardContent>
        </Card>
    );
};
