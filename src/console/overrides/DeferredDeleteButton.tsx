import DeleteIcon from '@mui/icons-material/Delete';
import { useEffect, useRef, useState } from 'react';
import { Button, type DeleteWithConfirmButtonProps } from 'react-admin';
import { DeleteWithConfirmButton } from '../../ui/singleFlight';

/**
 * react-admin's DeleteWithConfirmButton, mounted when it is first used. Until then the row shows a plain button of
 * the same look: the full one (its delete controller, notifications, redirect, and its closed confirm dialog) cost
 * a table as much again as the rest of its row, for every row of every page. A press (click, Enter, Space) mounts
 * the full button, gives it the focus (the dialog gives it back on close) and presses it, so its own confirm opens.
 */
export const DeferredDeleteButton = (props: DeleteWithConfirmButtonProps) => {
    const [used, setUsed] = useState(false);
    const full = useRef<HTMLButtonElement>(null);
    useEffect(() => {
        if (!used) return;
        full.current?.focus();
        full.current?.click();
    }, [used]);
    if (used) return <DeleteWithConfirmButton ref={full} {...props} />;
    // react-admin's defaults: its label, icon, colour and class
    const { label = 'ra.action.delete', icon = <DeleteIcon />, color = 'error', className, disabled, sx } = props;
    return (
        <Button
            label={label}
            color={color}
            className={className ? `ra-delete-button ${className}` : 'ra-delete-button'}
            disabled={disabled}
            sx={sx}
            onClick={event => {
                event.stopPropagation();
                setUsed(true);
            }}
        >
            {icon}
        </Button>
    );
};
