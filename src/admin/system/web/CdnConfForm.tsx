import { useQueryClient } from '@tanstack/react-query';
import { BooleanInput, TextInput, useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { SettingsForm } from '../../../ui/SettingsForm';
import { isOn } from '../../../data/webConfig/api';
import { WEB_CONFIG_KEY } from '../../../data/webConfig/useWebConfig';
import { validateApiPath, validateSiteUrl } from './validators';

interface CdnForm extends Record<string, unknown> {
    siteUrl: string;
    apiRootPath: string;
    syncRegister: boolean;
}

const CDN_FORM_KEY = ['webConfig', 'admin', 'cdnConf'] as const;

/**
 * The CDN integration (cdnConf): read from the public web config, saved as the CDN_CONFIG_KEY parameter
 * (webConfigAdminCalls.saveCdnConf). A site URL turns the admin's CDN tools and the user's access-token page on.
 */
export const CdnConfForm = () => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    const queryClient = useQueryClient();
    return (
        <SettingsForm<CdnForm>
            title="webConfig.cdn.title"
            intro="webConfig.cdn.intro"
            pageTitle={false}
            queryKey={CDN_FORM_KEY}
            load={async () => {
                const { cdnConf } = await dataProvider.getWebConfig();
                return { siteUrl: cdnConf.siteUrl ?? '', apiRootPath: cdnConf.apiRootPath ?? '', syncRegister: isOn(cdnConf.syncRegister) };
            }}
            save={values =>
                dataProvider.saveCdnConf({ siteUrl: values.siteUrl.trim(), apiRootPath: values.apiRootPath.trim(), syncRegister: values.syncRegister ? 1 : 0 })
            }
            onSaved={() => void queryClient.invalidateQueries({ queryKey: WEB_CONFIG_KEY })}
        >
            <TextInput source="siteUrl" label="webConfig.cdn.siteUrl" validate={validateSiteUrl} placeholder="https://cdn.example.com" />
            <TextInput source="apiRootPath" label="webConfig.cdn.apiRootPath" validate={validateApiPath} placeholder="/cdn_api" />
            <BooleanInput source="syncRegister" label="webConfig.cdn.syncRegister" />
        </SettingsForm>
    );
};
