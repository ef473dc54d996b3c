import type { MouseEvent, ReactNode, Ref } from 'react';
import { useRef } from 'react';
// the one place react-admin's delete buttons are used directly: every other file takes these (eslint.config.js)
/* eslint-disable no-restricted-imports */
import {
    BulkDeleteWithConfirmButton as RaBulkDeleteWithConfirmButton,
    DeleteWithConfirmButton as RaDeleteWithConfirmButton,
    type BulkDeleteWithConfirmButtonProps,
    type DeleteWithConfirmButtonProps,
} from 'react-admin';
/* eslint-enable no-restricted-imports */
import { SuccessNotices } from '../SuccessNotices';

/**
 * react-admin's delete buttons keep their confirmation dialog to themselves, and its confirm button sends the
 * delete at once, without a promise to wait on: a double click sent two deletes. This lets one press of that
 * confirm button (react-admin's `.ra-confirm`) through per opening of the dialog, which closes after the delete
 * whether it succeeded or not; a press of the delete button opens it afresh. The dialog is a portal, but React
 * passes its clicks through this element, which sees them first (capture).
 */
const OneConfirmPerOpening = ({ children }: { children: ReactNode }) => {
    const confirmed = useRef(false);
    const onClickCapture = (event: MouseEvent) => {
        const target = event.target as Element;
        if (!target.closest('[role="dialog"]')) {
            confirmed.current = false;
            return;
        }
        if (!target.closest('.ra-confirm')) return;
        if (confirmed.current) {
            event.preventDefault();
            event.stopPropagation();
            return;
        }
        confirmed.current = true;
    };
    return (
        <span style={{ display: 'contents' }} onClickCapture={onClickCapture}>
            {children}
        </span>
    );
};

/**
 * react-admin's `DeleteWithConfirmButton`, whose confirmation sends one delete however often it is pressed, and
 * whose "deleted" notice is a success.
 */
export const DeleteWithConfirmButton = (props: DeleteWithConfirmButtonProps & { ref?: Ref<HTMLButtonElement> }) => (
    <SuccessNotices>
        <OneConfirmPerOpening>
            <RaDeleteWithConfirmButton {...props} />
        </OneConfirmPerOpening>
    </SuccessNotices>
);

/**
 * react-admin's `BulkDeleteWithConfirmButton`, whose confirmation sends one delete however often it is pressed,
 * and whose "deleted" notice is a success.
 */
export const BulkDeleteWithConfirmButton = (props: BulkDeleteWithConfirmButtonProps) => (
    <SuccessNotices>
        <OneConfirmPerOpening>
            <RaBulkDeleteWithConfirmButton {...props} />
        </OneConfirmPerOpening>
    </SuccessNotices>
);
