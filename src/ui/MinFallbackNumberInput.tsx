import { NumberInput, type NumberInputProps } from 'react-admin';
import { useFormContext } from 'react-hook-form';

/**
 * A number input that falls back to its minimum when left empty (SPEC section 5: "Number input falls back to its
 * minimum (default 1) when cleared"): on blur, an empty value becomes `min` and is validated again.
 */
export const MinFallbackNumberInput = ({ min = 1, onBlur, ...props }: NumberInputProps & { min?: number }) => {
    const { getValues, setValue } = useFormContext();
    return (
        <NumberInput
            {...props}
            min={min}
            onBlur={event => {
                onBlur?.(event);
                const value: unknown = getValues(props.source);
                if (value === null || value === undefined || value === '' || Number.isNaN(value)) {
                    setValue(props.source, min, { shouldDirty: true, shouldValidate: true, shouldTouch: true });
                }
            }}
        />
    );
};
