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
import { useLineSubtree, type FoundLine } from './useLineSubtree';

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
    const searching = search.trim() !== '';
    const subtree = useLineSubtree(parent?.id ?? ROOT_LINE_PARENT, domainId, searching);
    /** A found line's name as shown: at the root level when nothing lies between. */
    const foundName = ({ line, path: between }: FoundLine) => nameOf(line, atRoot && between.length === 0);
    // a search looks through the whole tree below the level once it is loaded, the level itself until then
    const found: FoundLine[] =
        searching && subtree.data
            ? subtree.data.filter(entry => filterLines([entry.line], search, () => foundName(entry)).length > 0)
            : filterLines(level.data ?? [], search, line => nameOf(line, atRoot)).map(line => ({ line, path: [] }));
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
    }, [onResize, level.isPending, level.isError, level.data, search, subtree.data]);

    const onSearchKey = (event: KeyboardEvent) => {
        if (event.key === 'ArrowDown') {
            event.preventDefault();
            focusFirst();
        } else if (event.key === 'Backspace' && search === '' && path.length) {
            event.preventDefault();
            up();
        } else if (event.key === 'Enter' && found.length === 1) {
            event.preventDefault();
            open(found[0], 'search');
        }
    };

    /** Picks a found line, or opens it when it is a group (the groups on the way joining the path). */
    const open = ({ line, path: between }: FoundLine, focus: 'list' | 'search') => {
        if (isLineGroup(line, atRoot && between.length === 0)) go([...path, ...between, line], focus);
        else if (inPlan(line)) onPick(line);
    };

    const onItemKey = (entry: FoundLine) => (event: KeyboardEvent) => {
        if (event.key === 'ArrowRight' && isLineGroup(entry.line, atRoot && entry.path.length === 0)) {
            event.preventDefault();
            open(entry, 'list');
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
                    {found.map(entry => {
                        const { line } = entry;
                        const group = isLineGroup(line, atRoot && entry.path.length === 0);
                        const disabled = !group && !inPlan(line);
                        const where = entry.path.map((node, index) => nameOf(node, atRoot && index === 0)).join(' › ');
                        // a line found deeper is named with its path: 境内 › 江苏
                        const name = where ? `${where} › ${foundName(entry)}` : foundName(entry);
                        return (
                            <MenuItem
                                key={line.id}
                                selected={isSameLine(value, line)}
                                disabled={disabled}
                                onClick={() => open(entry, 'search')}
                                onKeyDown={onItemKey(entry)}
                                aria-haspopup={group ? 'menu' : undefined}
                                aria-label={group ? translate('recordChecks.lines.open', { name }) : disabled ? notInPlan(name) : name}
                            >
                                <ListItemText primary={disabled ? notInPlan(foundName(entry)) : foundName(entry)} secondary={where || undefined} />
                                {group ? <ChevronRightIcon fontSize="small" sx={{ color: 'text.secondary', ml: 1 }} /> : null}
                            </MenuItem>
                        );
                    })}
                    {found.length === 0 && !(searching && subtree.isPending) ? (
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
