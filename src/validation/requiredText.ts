/**
 * react-admin's `required()` for text that is judged trimmed (SPEC section 5 trims searches; a field of spaces
 * holds nothing either): empty or spaces only fails with `message`. Flagged `isRequired`, so the input shows its
 * asterisk as with `required()`.
 */
export const requiredText = (message = 'ra.validation.required') =>
    Object.assign((value: unknown) => ((typeof value === 'string' ? value.trim() === '' : value === undefined || value === null) ? message : undefined), {
        isRequired: true,
    });
