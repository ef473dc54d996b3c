import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SearchIcon from '@mui/icons-material/Search';
import {
    Alert,
    Box,
    Breadcrumbs,
    Button,
    CircularProgress,
    InputAdornment,
    Link,
    ListItemText,
    MenuItem,
    MenuList,
    TextField,
    Typography,
} from '@mui/material';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { LINE_TYPE, ROOT_LINE_PARENT, type Line } from '../../../data/lines/api';
import { filterLines, isLineGroup, isSameLine, type LineValue } from '../../../data/lines/lineValue';
import { useLineName } from './lineName';
import { useLineLevel } from './useLineLevel';

interface LineMenuProps {
    value?: Partial<LineValue> | null;
    domainId?: number;
    onPick: (line: Line | undefined) => void;
    /** Offer "all lines" (an empty choice) at the root: the list filter. */
    clearable?: boolean;
    /** Called when the body changed size (a level loaded, a search): the popover places itself again. */
    onResize?: () => void;
    /** Whether the domain's plan offers a line: a line it does not offer is shown disabled with "upgrade" (groups still open). */
    offered?: (lineId: string) => boolean;
}

/**
 * The picker's popover body: a breadcrumb of the path, a search box over the shown level, and the level's lines.
 * Click (or Enter) picks a line or opens a group; → opens a group, ← or Backspace in an empty search goes up.
 * Inside a group, the first entry picks the group itself (电信 as a whole).
 */
export const LineMenu = ({ value, domainId, onPick, clearable, onResize, offered }: LineMenuProps) => {
    const translate = useTranslate();
    const lineName = useLineName();
    /** A line's name as shown: a custom line (below 自定义线路, the root level's custom group) keeps its own. */
    const nameOf = (line: Line, rootLevel: boolean) => lineName(line.name, line.linetype === LINE_TYPE.custom && !rootLevel);
    const [path, setPath] = useState<Line[]>([]);
    const [search, setSearch] = useState('');
    const listRef = useRef<HTMLUListElement>(null);
    const searchRef = useRef<HTMLInputElement>(null);
    /** Where focus goes once the next level shows: the list when walked with the keyboard, else the search box. */
    const focusNext = useRef<'list' | 'search' | undefined>(undefined);
    const parent = path.length ? path[path.length - 1] : undefined;
    const level = useLineLevel(parent?.id ?? ROOT_LINE_PARENT, domainId);
    const atRoot = !parent;
    const lines = filterLines(level.data ?? [], search, line => nameOf(line, atRoot));
    const inPlan = (line: Line) => !offered || offered(String(line.id));
    const notInPlan = (text: string) => translate('planLimits.notInPlan', { choice: text });

    const go = (next: Line[], focus: 'list' | 'search' = 'search') => {
        focusNext.current = focus;
        setPath(next);
        setSearch('');
    };
    const up = (focus: 'list' | 'search' = 'search') => path.length && go(path.slice(0, -1), focus);

    const focusFirst = () => listRef.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();

    useEffect(() => {
        if (level.isPending || !focusNext.current) return;
        if (focusNext.current === 'list') focusFirst();
        else searchRef.current?.focus();
        focusNext.current = undefined;
    }, [level.isPending, level.data, path]);

    useEffect(() => {
        onResize?.();
    }, [onResize, level.isPending, level.isError, level.data, search]);

    const onSearchKey = (event: KeyboardEvent) => {
        if (event.key === 'ArrowDown') {
            event.preventDefault();
            focusFirst();
        } else if (event.key === 'Backspace' && search === '' && path.length) {
            event.preventDefault();
            up();
        } else if (event.key === 'Enter' && lines.length === 1) {
            event.preventDefault();
            if (isLineGroup(lines[0], atRoot)) go([...path, lines[0]], 'search');
            else if (inPlan(lines[0])) onPick(lines[0]);
        }
    };

    const onItemKey = (line: Line) => (event: KeyboardEvent) => {
        if (event.key === 'ArrowRight' && isLineGroup(line, atRoot)) {
            event.preventDefault();
            go([...path, line], 'list');
        } else if (event.key === 'ArrowLeft' && path.length) {
            event.preventDefault();
            up('list');
        }
    };

    const canPickGroup = parent !== undefined && !(path.length === 1 && parent.linetype === LINE_TYPE.custom);

    return (
        <Box sx={{ width: 'min(360px, calc(100vw - 32px))', display: 'flex', flexDirection: 'column' }}>
            <Box sx={{ p: 1.5, pb: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
                <Breadcrumbs aria-label={translate('recordChecks.lines.path')} sx={{ typography: 'body2' }}>
                    {path.length ? (
                        <Link component="button" type="button" underline="hover" onClick={() => go([])}>
                            {translate('recordChecks.lines.root')}
                        </Link>
                    ) : (
                        <Typography variant="body2" color="text.primary">
                            {translate('recordChecks.lines.root')}
                        </Typography>
                    )}
                    {path.map((node, index) =>
                        index < path.length - 1 ? (
                            <Link key={node.id} component="button" type="button" underline="hover" onClick={() => go(path.slice(0, index + 1))}>
                                {nameOf(node, index === 0)}
                            </Link>
                        ) : (
                            <Typography key={node.id} variant="body2" color="text.primary">
                                {nameOf(node, index === 0)}
                            </Typography>
                        ),
                    )}
                </Breadcrumbs>
                <TextField
                    size="small"
                    autoFocus
                    inputRef={searchRef}
                    value={search}
                    placeholder={translate('recordChecks.lines.search')}
                    onChange={event => setSearch(event.target.value)}
                    onKeyDown={onSearchKey}
                    slotProps={{
                        htmlInput: { 'aria-label': translate('recordChecks.lines.search') },
                        input: {
                            startAdornment: (
                                <InputAdornment position="start">
                                    <SearchIcon fontSize="small" />
                                </InputAdornment>
                            ),
                        },
                    }}
                />
            </Box>
            {level.isPending ? (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 2 }} role="status">
                    <CircularProgress size={18} />
                    <Typography variant="body2">{translate('recordChecks.lines.loading')}</Typography>
                </Box>
            ) : level.isError ? (
                <Alert
                    severity="error"
                    sx={{ mx: 1.5, mb: 1.5 }}
                    action={
                        <Button color="inherit" size="small" onClick={() => level.refetch()}>
                            {translate('recordChecks.lines.retry')}
                        </Button>
                    }
                >
                    {level.error instanceof Error && level.error.message
                        ? translate(level.error.message, { _: level.error.message })
                        : translate('recordChecks.lines.error')}
                </Alert>
            ) : (
                <MenuList
                    ref={listRef}
                    dense
                    aria-label={parent ? nameOf(parent, path.length === 1) : translate('recordChecks.lines.root')}
                    sx={{ maxHeight: 'min(320px, 45vh)', overflowY: 'auto', pt: 0 }}
                >
                    {atRoot && clearable && !search ? (
                        <MenuItem selected={!value?.record_line_id} onClick={() => onPick(undefined)}>
                            <ListItemText primary={translate('recordChecks.lines.all')} />
                        </MenuItem>
                    ) : null}
                    {canPickGroup && !search ? (
                        <MenuItem
                            selected={isSameLine(value, parent)}
                            disabled={!inPlan(parent)}
                            onClick={() => onPick(parent)}
                            onKeyDown={event => event.key === 'ArrowLeft' && up('list')}
                        >
                            <ListItemText
                                primary={
                                    inPlan(parent)
                                        ? translate('recordChecks.lines.whole', { name: nameOf(parent, path.length === 1) })
                                        : notInPlan(translate('recordChecks.lines.whole', { name: nameOf(parent, path.length === 1) }))
                                }
                            />
                        </MenuItem>
                    ) : null}
                    {lines.map(line => {
                        const group = isLineGroup(line, atRoot);
                        const disabled = !group && !inPlan(line);
                        const name = nameOf(line, atRoot);
                        return (
                            <MenuItem
                                key={line.id}
                                selected={isSameLine(value, line)}
                                disabled={disabled}
                                onClick={() => (group ? go([...path, line]) : onPick(line))}
                                onKeyDown={onItemKey(line)}
                                aria-haspopup={group ? 'menu' : undefined}
                                aria-label={group ? translate('recordChecks.lines.open', { name }) : disabled ? notInPlan(name) : name}
                            >
                                <ListItemText primary={disabled ? notInPlan(name) : name} />
                                {group ? <ChevronRightIcon fontSize="small" sx={{ color: 'text.secondary', ml: 1 }} /> : null}
                            </MenuItem>
                        );
                    })}
                    {lines.length === 0 ? (
                        <MenuItem disabled>
                            <ListItemText
                                primary={
                                    search.trim()
                                        ? translate('recordChecks.lines.noMatch', { text: search.trim() })
                                        : parent?.linetype === LINE_TYPE.custom
                                          ? translate('recordChecks.lines.noCustom')
                                          : translate('recordChecks.lines.empty')
                                }
                                slotProps={{ primary: { sx: { whiteSpace: 'normal' } } }}
                            />
                        </MenuItem>
                    ) : null}
                </MenuList>
            )}
        </Box>
    );
};
