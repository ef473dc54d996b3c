import { useState, type ChangeEvent } from 'react';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Confirm } from '../../../ui/singleFlight';

interface ServiceSwitchProps {
    label: string;
    help: string;
    /** The server's value; undefined while loading. */
    checked: boolean | undefined;
    /** The value being saved, shown until the save settles. */
    pendingValue?: boolean;
    /** The question asked before turning the service off. */
    confirmOff: string;
    onToggle: (on: boolean) => void;
}

/**
 * An on/off service switch (SPEC section 4): turning it on saves at once; turning it off asks first, and
 * cancelling puts it back on. It always shows the server's value, so a failed save leaves it as it was.
 */
export const ServiceSwitch = ({ label, help, checked, pendingValue, confirmOff, onToggle }: ServiceSwitchProps) => {
    const translate = useTranslate();
    const [confirming, setConfirming] = useState(false);
    const shown = confirming ? false : (pendingValue ?? checked ?? false);
    const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
        if (event.target.checked) onToggle(true);
        else setConfirming(true);
    };
    return (
        <Box>
            <FormControlLabel
                control={<Switch checked={shown} onChange={handleChange} disabled={checked === undefined || pendingValue !== undefined} />}
                label={
                    <Typography component="span" sx={{ fontWeight: 500 }}>
                        {translate(label)}
                    </Typography>
                }
            />
            <Typography variant="body2" color="text.secondary" sx={{ ml: { xs: 0, sm: 6 } }}>
                {translate(help)}
            </Typography>
            <Confirm
                isOpen={confirming}
                title="recursive.confirm.title"
                content={confirmOff}
                confirmColor="warning"
                onConfirm={() => {
                    setConfirming(false);
                    onToggle(false);
                }}
                onClose={() => setConfirming(false)}
            />
        </Box>
    );
};
