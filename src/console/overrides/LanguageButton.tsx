import LanguageIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState, type MouseEvent } from 'react';
import { useLocaleState, useLocales } from 'react-admin';
import { useOpenedOnce } from '../../ui/useOpenedOnce';

/**
 * The language switch: react-admin's LocalesMenuButton (the language icon, the current language's name, a menu of
 * the i18n provider's locales; the choice is kept in the Store), whose menu is rendered from its first opening on,
 * then kept mounted as react-admin keeps it. react-admin's was mounted from the start, and the menu's Portal and
 * MenuList registered themselves as every page committed its first render (docs/architecture.md, "First paint and cold load").
 */
export const LanguageButton = () => {
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const open = anchor !== null;
    const opened = useOpenedOnce(open);
    const menuId = useId();
    const languages = useLocales();
    const [locale, setLocale] = useLocaleState();
    const choose = (chosen: string) => {
        setLocale(chosen);
        setAnchor(null);
    };
    return (
        <span>
            <Button
                color="inherit"
                variant="text"
                aria-haspopup="true"
                aria-controls={open ? menuId : undefined}
                aria-expanded={open ? 'true' : undefined}
                onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
                startIcon={<LanguageIcon />}
                endIcon={<ExpandMoreIcon fontSize="small" />}
            >
                {languages.find(language => language.locale === locale)?.name ?? ''}
            </Button>
            {opened ? (
                <Menu anchorEl={anchor} keepMounted open={open} onClose={() => setAnchor(null)} slotProps={{ list: { id: menuId } }}>
                    {languages.map(language => (
                        <MenuItem key={language.locale} onClick={() => choose(language.locale)} selected={language.locale === locale}>
                            {language.name}
                        </MenuItem>
                    ))}
                </Menu>
            ) : null}
        </span>
    );
};
