// the one place react-admin's forms are used directly: every other file takes these (eslint.config.js)
// eslint-disable-next-line no-restricted-imports
import { Form as RaForm, SimpleForm as RaSimpleForm, useSaveContext, type FormProps, type SimpleFormProps } from 'react-admin';
import { useCallback } from 'react';
import { useSingleFlight } from './useSingleFlight';

type Submit = NonNullable<FormProps['onSubmit']>;

/**
 * The form's submit (its `onSubmit`, or the save of the surrounding Create or Edit), single-flight: a second
 * submit while the first one's write is in flight sends nothing and waits for the first. react-hook-form's
 * `isSubmitting` then lasts until the write settles, which is what `SaveButton` shows. `onSubmit` must return
 * its write's promise (await it) for the guard to cover the write.
 */
const useSingleFlightSubmit = (onSubmit: FormProps['onSubmit']): Submit | undefined => {
    const save = useSaveContext()?.save;
    const submit = (onSubmit ?? save) as ((...args: unknown[]) => unknown) | undefined;
    const write = useCallback((...args: unknown[]) => submit?.(...args), [submit]);
    const [send] = useSingleFlight(write);
    return submit ? (send as Submit) : undefined;
};

/** react-admin's `Form` whose submit cannot be sent again while its write is in flight. */
export const Form = <RecordType = unknown,>(props: FormProps<RecordType>) => <RaForm<RecordType> {...props} onSubmit={useSingleFlightSubmit(props.onSubmit)} />;

/** react-admin's `SimpleForm` whose submit cannot be sent again while its write is in flight. */
export const SimpleForm = <RecordType = unknown,>(props: SimpleFormProps<RecordType>) => (
    <RaSimpleForm {...props} onSubmit={useSingleFlightSubmit(props.onSubmit)} />
);
