export { Confirm, type ConfirmProps } from './Confirm';
export { BulkDeleteWithConfirmButton, DeleteWithConfirmButton } from './DeleteWithConfirmButton';
export { Form, SimpleForm } from './Form';
export { SaveButton } from './SaveButton';
export { useMutation } from './useMutation';
export { useSingleFlight } from './useSingleFlight';
