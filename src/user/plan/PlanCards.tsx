import CheckCircle from '@mui/icons-material/CheckCircle';
import { Box, Button, Card, CardActions, CardContent, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { featureValue, includedFeatures } from './features';
import type { CatalogueItem } from './queries';
import { UnitPrice } from './UnitPrice';
import { useProductName } from '../../ui/productName';

interface PlanCardsProps {
    products: CatalogueItem[];
    selectedId: number | undefined;
    onSelect(id: number): void;
    /** Value-added services: the features are what one piece adds ("+100 条"). */
    adds?: boolean;
}

/** The products of a type side by side: name, what it is for, unit price, features; a paid one can be chosen. */
export const PlanCards = ({ products, selectedId, onSelect, adds = false }: PlanCardsProps) => {
    const translate = useTranslate();
    const productName = useProductName();
    return (
        <Box
            role="radiogroup"
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}
        >
            {products.map(product => {
                const selected = product.id === selectedId;
                const free = product.productUnitPrice === 0;
                return (
                    <Card
                        key={product.id}
                        variant="outlined"
                        data-testid="plan-card"
                        sx={{ display: 'flex', flexDirection: 'column', borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}
                    >
                        <CardContent sx={{ flexGrow: 1 }}>
                            <Typography variant="h6" component="h3">
                                {productName(product.productName)}
                            </Typography>
                            <Typography variant="body2" color="text.secondary" sx={{ minHeight: '1.5em' }}>
                                {product.remark}
                            </Typography>
                            <Typography variant="h5" component="p" color="primary" sx={{ my: 1.5, fontWeight: 600 }} data-testid="plan-price">
                                <UnitPrice cents={product.productUnitPrice} unit={product.productUnit} />
                            </Typography>
                            <List dense disablePadding>
                                {includedFeatures(product.attrs).map(key => (
                                    <ListItem key={key} disableGutters sx={{ py: 0 }}>
                                        <ListItemIcon sx={{ minWidth: 28 }}>
                                            <CheckCircle fontSize="small" color="success" />
                                        </ListItemIcon>
                                        <ListItemText
                                            primary={`${translate(`plans.purchase.features.${key}`)}: ${adds ? '+' : ''}${featureValue(translate, key, product.attrs)}`}
                                        />
                                    </ListItem>
                                ))}
                            </List>
                        </CardContent>
                        <CardActions sx={{ px: 2, pb: 2 }}>
                            {free ? (
                                <Typography variant="body2" color="text.secondary">
                                    {translate('plans.purchase.freeIncluded')}
                                </Typography>
                            ) : (
                                <Button
                                    fullWidth
                                    role="radio"
                                    aria-checked={selected}
                                    variant={selected ? 'contained' : 'outlined'}
                                    startIcon={selected ? <CheckCircle /> : undefined}
                                    onClick={() => onSelect(product.id)}
                                    aria-label={`${translate(selected ? 'plans.purchase.selected' : 'plans.purchase.select')} ${productName(product.productName)}`}
                                >
                                    {translate(selected ? 'plans.purchase.selected' : 'plans.purchase.select')}
                                </Button>
                            )}
                        </CardActions>
                    </Card>
                );
            })}
        </Box>
    );
};
