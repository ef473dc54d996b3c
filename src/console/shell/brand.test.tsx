import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { clearUnreadable, unreadableSources } from '../../dataProvider/unreadable';
import { webConfigCalls } from '../../data/webConfig/api';
import { i18nProvider } from '../../i18n/provider';
import { fakeHttp } from '../../../tests/support/fakeHttp';
import { Brand } from './Brand';

const renderBrand = (settings: unknown) => {
    const { http } = fakeHttp({ code: 1, data: { paramKey: 'WEB_CONFIG_KEY', paramValue: JSON.stringify(settings) } });
    return render(
        <AdminContext dataProvider={webConfigCalls(http) as unknown as DataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
            <Brand />
        </AdminContext>,
    );
};

afterEach(clearUnreadable);

describe('the brand on a wrong-typed web config', () => {
    it('shows a site name sent as a number (basic.webName: 12345)', async () => {
        renderBrand({ basic: { webName: 12345, logoImgLight: 42 } });
        await waitFor(() => expect(screen.getByTestId('brand').textContent).toContain('12345'));
    });

    it('keeps the default name when the name cannot be read, and reports the web config', async () => {
        renderBrand({ basic: { webName: { zh: '名称' } } });
        await waitFor(() => expect(unreadableSources()).toEqual(['app/common/web/config']));
        expect(screen.getByTestId('brand').textContent).toBe('React Admin');
    });
});
