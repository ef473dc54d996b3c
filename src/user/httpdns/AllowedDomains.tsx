import { Autocomplete, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSaveHttpdnsDomains } from './useHttpdnsConfig';

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every(item => b.includes(item));

/** The domains the account may resolve, chosen among its HTTPDNS domains (none = all); saved on demand. */
export const AllowedDomains = ({ saved, options }: { saved: string[]; options: string[] }) => {
    const translate = useTranslate();
    const [value, setValue] = useState(saved);
    const [shown, setShown] = useState(saved);
    if (!same(shown, saved)) {
        setShown(saved);
        setValue(saved);
    }
    const save = useSaveHttpdnsDomains();
    if (!options.length && !saved.length)
        return (
            <Typography variant="body2" color="text.secondary">
                {translate('httpdns.config.domainsNone')}
            </Typography>
        );
    return (
        <Stack spacing={1} sx={{ maxWidth: 640 }}>
            <Autocomplete
                multiple
                options={[...new Set([...options, ...saved])]}
                value={value}
                onChange={(_, next) => setValue(next)}
                renderValue={(items, getItemProps) => items.map((item, index) => <Chip size="small" label={item} {...getItemProps({ index })} key={item} />)}
                renderInput={params => (
                    <TextField
                        {...params}
                        label={translate('httpdns.config.domains')}
                        placeholder={value.length ? undefined : translate('httpdns.config.domainsAll')}
                        helperText={translate('httpdns.config.domainsHelp')}
                    />
                )}
            />
            <div>
                <Button variant="contained" onClick={() => save.mutate(value)} disabled={same(value, saved)} loading={save.isPending}>
                    {translate('common.save')}
                </Button>
            </div>
        </Stack>
    );
};
