import { Box, Card, CardActionArea, CardContent, Chip, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CATEGORIES, type Category } from '../../../data/quickSetup/categories';
import type { TemplateSummary } from '../../../data/quickSetup/api';
import { serviceLabel } from './templateChange';

/** The template set as cards, with a search (by name, in either language's label) and the categories as chips. */
export const TemplateGallery = ({ templates, onPick }: { templates: readonly TemplateSummary[]; onPick: (template: TemplateSummary) => void }) => {
    const translate = useTranslate();
    const [search, setSearch] = useState('');
    const [category, setCategory] = useState<Category | ''>('');
    const shown = useMemo(() => {
        const words = search.trim().toLowerCase();
        return templates.filter(
            template =>
                (!category || template.category === category) &&
                (!words || [serviceLabel(translate, template), template.serviceName, template.providerName].some(name => name.toLowerCase().includes(words))),
        );
    }, [templates, search, category, translate]);
    return (
        <Stack spacing={1.5} data-testid="template-gallery">
            <TextField
                size="small"
                placeholder={translate('quickSetup.search')}
                value={search}
                onChange={event => setSearch(event.target.value)}
                slotProps={{
                    input: { startAdornment: <InputAdornment position="start">{<SearchIcon fontSize="small" />}</InputAdornment> },
                    htmlInput: { 'aria-label': translate('quickSetup.search') },
                }}
            />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {(['', ...CATEGORIES] as const).map(name => (
                    <Chip
                        key={name || 'all'}
                        label={translate(name ? `quickSetup.categories.${name}` : 'quickSetup.all')}
                        color={category === name ? 'primary' : 'default'}
                        variant={category === name ? 'filled' : 'outlined'}
                        onClick={() => setCategory(name)}
                    />
                ))}
            </Stack>
            {shown.length ? (
                <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                    {shown.map(template => (
                        <Card key={`${template.providerId}/${template.serviceId}`} variant="outlined">
                            <CardActionArea onClick={() => onPick(template)} data-service={template.serviceId}>
                                <CardContent sx={{ py: 1.25 }}>
                                    <Typography variant="subtitle2">{serviceLabel(translate, template)}</Typography>
                                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                                        {translate(`quickSetup.categories.${template.category}`)}
                                    </Typography>
                                </CardContent>
                            </CardActionArea>
                        </Card>
                    ))}
                </Box>
            ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {translate('quickSetup.none')}
                </Typography>
            )}
        </Stack>
    );
};
