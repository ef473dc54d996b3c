import { Box, Checkbox, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { USER_MENU } from '../../../data/appUsers/userMenu';

/**
 * The user console's menu as checkboxes, named in the console's language: a checked group hides (and checks)
 * every entry under it. `value` holds the hidden paths.
 */
export const HiddenMenuPicker = ({ value, onChange }: { value: string[]; onChange: (paths: string[]) => void }) => {
    const translate = useTranslate();
    const hidden = new Set(value);
    const toggle = (path: string, on: boolean) => onChange(on ? [...value, path] : value.filter(other => other !== path));
    const name = (title: string) => translate(`userRoutes.${title}`);
    return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{translate('accountControl.profile.menus')}</FormLabel>
            <FormHelperText sx={{ mt: 0, mb: 1 }}>{translate('accountControl.profile.menusHelp')}</FormHelperText>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
                {USER_MENU.map(group => {
                    const groupHidden = hidden.has(group.path);
                    return (
                        <FormGroup key={group.path} sx={{ mb: 1 }}>
                            <FormControlLabel
                                control={<Checkbox size="small" checked={groupHidden} onChange={event => toggle(group.path, event.target.checked)} />}
                                label={name(group.title)}
                                sx={{ '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
                            />
                            {group.children.map(child => (
                                <FormControlLabel
                                    key={child.path}
                                    control={
                                        <Checkbox
                                            size="small"
                                            checked={groupHidden || hidden.has(child.path)}
                                            disabled={groupHidden}
                                            onChange={event => toggle(child.path, event.target.checked)}
                                        />
                                    }
                                    label={name(child.title)}
                                    sx={{ ml: 2 }}
                                />
                            ))}
                        </FormGroup>
                    );
                })}
            </Box>
        </Box>
    );
};
