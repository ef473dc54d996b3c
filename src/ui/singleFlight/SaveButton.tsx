// the one place react-admin's SaveButton is used directly: every other file takes this one (eslint.config.js)
// eslint-disable-next-line no-restricted-imports
import { SaveButton as RaSaveButton, type SaveButtonProps } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * react-admin's `SaveButton`, disabled (with its spinner) while the form's submit is in flight, and whenever
 * `disabled` says so, even with `alwaysEnable` (which upstream lets win over both). Used inside this folder's
 * `Form` or `SimpleForm`, whose submit is single-flight and keeps `isSubmitting` until the write settles.
 */
export const SaveButton = ({ alwaysEnable, disabled, ...props }: SaveButtonProps) => {
    const { isSubmitting } = useFormState();
    const off = Boolean(disabled) || isSubmitting;
    return <RaSaveButton {...props} alwaysEnable={alwaysEnable && !off} disabled={off} />;
};
