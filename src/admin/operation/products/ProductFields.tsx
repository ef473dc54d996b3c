import { MinFallbackNumberInput } from '../../../ui/MinFallbackNumberInput';
import { Box, InputAdornment } from '@mui/material';
import { BooleanInput, SelectInput, TextInput, maxLength, minValue, required, useTranslate } from 'react-admin';
import { validatePriceYuan } from './price';
import { currencySymbol } from '../../../format/money';
import { PRODUCT_ATTR_KEYS, PRODUCT_TYPES, PRODUCT_UNITS } from '../../../data/products/types';

const wholeNumber = (value: unknown) =>
    value === null || value === undefined || value === '' || (Number.isInteger(Number(value)) && Number(value) >= 0) ? undefined : 'operation.products.integer';

const nameRules = [required(), maxLength(50)];
const priceRules = [required(), validatePriceYuan];
const countRules = [required(), wholeNumber, minValue(0)];

/** The product dialog's inputs: name, type, price in yuan per unit, features, description, order, on sale. */
export const ProductFields = () => {
    const translate = useTranslate();
    const unitChoices = PRODUCT_UNITS.map(id => ({ id, name: `operation.products.units.${id}` }));
    const typeChoices = PRODUCT_TYPES.map(id => ({ id, name: `operation.products.types.${id}` }));
    const half = { flex: '1 1 200px', minWidth: 0 };
    return (
        <>
            <TextInput source="productName" validate={nameRules} autoFocus />
            <SelectInput source="productType" choices={typeChoices} validate={required()} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                <TextInput
                    source="priceYuan"
                    validate={priceRules}
                    helperText="operation.products.priceHelp"
                    sx={half}
                    slotProps={{
                        input: { startAdornment: <InputAdornment position="start">{currencySymbol()}</InputAdornment> },
                        htmlInput: { inputMode: 'decimal' },
                    }}
                />
                <SelectInput source="productUnit" choices={unitChoices} validate={required()} sx={half} />
            </Box>
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                <Box component="legend" sx={{ typography: 'subtitle2', mt: 1, mb: 1 }}>
                    {translate('operation.products.features')}
                </Box>
                {PRODUCT_ATTR_KEYS.map(key => (
                    <MinFallbackNumberInput key={key} source={`attrs.${key}`} validate={countRules} min={0} step={1} sx={half} />
                ))}
            </Box>
            <TextInput source="remark" multiline minRows={2} validate={maxLength(200)} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'center' }}>
                <MinFallbackNumberInput source="sort" validate={countRules} min={0} step={1} sx={half} />
                <BooleanInput source="onSale" label="operation.products.onSale" sx={half} />
            </Box>
        </>
    );
};
