import DataObject from '@mui/icons-material/DataObject';
import { Box } from '@mui/material';
import { Button, TextInput, required, type TextInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

/** Empty passes (pair with `required` when needed); anything else must parse as JSON. */
const validJson = (value: unknown) => {
    if (value === undefined || value === null || value === '') return undefined;
    try {
        JSON.parse(String(value));
        return undefined;
    } catch {
        return 'sysConfig.invalidJson';
    }
};

const PrettyPrint = ({ source }: { source: string }) => {
    const { setValue } = useFormContext();
    const value = useWatch({ name: source }) as string | undefined;
    let pretty: string | undefined;
    try {
        pretty = value ? JSON.stringify(JSON.parse(value), null, 2) : undefined;
    } catch {
        pretty = undefined;
    }
    return (
        <Button
            label="sysConfig.prettify"
            disabled={pretty === undefined || pretty === value}
            onClick={() => setValue(source, pretty, { shouldDirty: true, shouldValidate: true })}
        >
            <DataObject />
        </Button>
    );
};

/** A monospace, multi-line JSON editor with a parse check and a pretty-print button. */
export const JsonInput = ({ source, validate = [], ...rest }: TextInputProps) => (
    <Box sx={{ width: '100%' }}>
        <TextInput
            source={source}
            multiline
            minRows={6}
            maxRows={24}
            validate={[required(), validJson, ...(Array.isArray(validate) ? validate : [validate])]}
            sx={{ '& textarea': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } }}
            {...rest}
        />
        <PrettyPrint source={source} />
    </Box>
);
