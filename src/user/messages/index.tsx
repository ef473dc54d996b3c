import MailOutlined from '@mui/icons-material/MailOutlined';
import { Navigate, Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../../console/routing/lazyScreen';

// each view downloads with its first visit, through the user catalog (with the i18n areas it names)
const MessageList = lazyScreen<object>(() => import('../screens').then(m => m.userScreens.messageList()));
const MessageShow = lazyScreen<object>(() => import('../screens').then(m => m.userScreens.messageShow()));

/**
 * The user's messages, at the spec's paths: /message/list and /message/detail/:id (/message leads to the list).
 * In the user app: <Resource {...messages} />.
 */
export const messages: ResourceProps = {
    name: 'message',
    icon: MailOutlined,
    options: { label: 'menu.messages' },
    recordRepresentation: 'title',
    list: <Navigate to="/message/list" replace />,
    children: [<Route key="list" path="list" element={<MessageList />} />, <Route key="detail" path="detail/:id" element={<MessageShow />} />],
};
