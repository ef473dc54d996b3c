import AddIcon from '@mui/icons-material/Add';
import AltRoute from '@mui/icons-material/AltRoute';
import { useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, List, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { USER_PAGE_SIZE_OPTIONS } from '../../../../config/constants';
import { useListPaging } from '../../../../console/overrides/ListPaging';
import type { CustomLine } from '../../../../data/customLines/api';
import { EmptyState } from '../../../../ui/PageStates';
import { CustomLineCards } from './CustomLineCards';
import { CustomLineDialog, type LineDialogState } from './CustomLineDialog';
import { RangesCell, RowActions } from './LineRowParts';
import { scrollingListSx } from '../../../../ui/listLayout';

const Column = DataTable.Col<CustomLine>;

const AddButton = ({ onAdd }: { onAdd: () => void }) => (
    <Button label="domainPages.line.add" variant="contained" onClick={onAdd} data-testid="add-line">
        <AddIcon />
    </Button>
);

/** The user's custom lines: search by name, server paging, add / edit in a dialog, delete with a confirmation. */
export const CustomLineList = () => {
    const translate = useTranslate();
    const [dialog, setDialog] = useState<LineDialogState>(null);
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    const add = () => setDialog({ mode: 'add' });
    const edit = (record: CustomLine) => setDialog({ mode: 'edit', record });
    const empty = (
        <EmptyState
            icon={<AltRoute />}
            title={translate('domainPages.line.emptyTitle')}
            body={translate('domainPages.line.emptyBody')}
            action={<AddButton onAdd={add} />}
        />
    );
    const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={translate('domainPages.line.search')} />];
    return (
        <>
            <List<CustomLine>
                resource="customLine"
                title={false}
                filters={filters}
                actions={
                    <TopToolbar>
                        <AddButton onAdd={add} />
                    </TopToolbar>
                }
                exporter={false}
                empty={false}
                disableSyncWithLocation
                {...useListPaging(USER_PAGE_SIZE_OPTIONS)}
                sx={scrollingListSx}
            >
                {phone ? (
                    <CustomLineCards onEdit={edit} empty={empty} />
                ) : (
                    <DataTable<CustomLine> rowClick={false} bulkActionButtons={false} empty={empty}>
                        <Column source="name" disableSort sx={{ minWidth: 120 }} />
                        <Column source="content" disableSort render={record => <RangesCell record={record} />} />
                        <Column source="createTime" disableSort sx={{ whiteSpace: 'nowrap' }} />
                        <Column label="" disableSort align="right">
                            <RowActions onEdit={edit} />
                        </Column>
                    </DataTable>
                )}
            </List>
            <CustomLineDialog state={dialog} onClose={() => setDialog(null)} />
        </>
    );
};
