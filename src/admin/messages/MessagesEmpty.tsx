import MailOutlined from '@mui/icons-material/MailOutlined';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../ui/PageStates';
import { WriteButton } from './WriteButton';

/** No message at all: say what messages are for and offer to write one. */
export const MessagesEmpty = () => {
    const translate = useTranslate();
    return (
        <EmptyState
            icon={<MailOutlined />}
            title={translate('adminMessages.empty.title')}
            body={translate('adminMessages.empty.body')}
            action={<WriteButton variant="contained" />}
        />
    );
};

/** Filters that match nothing. */
export const NoMatch = () => {
    const translate = useTranslate();
    return <EmptyState title={translate('adminMessages.empty.noMatch')} />;
};
