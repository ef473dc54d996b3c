import { Route, Routes } from 'react-router-dom';
import { AdminMessageEdit } from './AdminMessageEdit';
import { AdminMessageList } from './AdminMessageList';
import { renderAdminScreen } from '../../../tests/support/renderAdminScreen';

/** The admin message screens at their paths, over the real admin dataProvider and the demo backend (msw). */
export const renderAdminMessages = (path: string) =>
    renderAdminScreen(
        path,
        <Routes>
            <Route path="/message/list" element={<AdminMessageList />} />
            <Route path="/message/list/create" element={<AdminMessageEdit />} />
            <Route path="/message/list/:id" element={<AdminMessageEdit />} />
        </Routes>,
    );
