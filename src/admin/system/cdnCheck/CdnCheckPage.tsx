import { SettingsForm } from '../../../ui/SettingsForm';
import { toCdnCheckForm, toCdnCheckValue, type CdnCheckForm } from './cdnCheckForm';
import { CdnCheckFields } from './CdnCheckFields';
import { CdnNodeList } from './CdnNodeList';
import { useConfigParamForm } from '../useConfigParamForm';

/** SPEC section 3: the CDN node check is system parameter id 37. */
const CDN_CHECK_PARAM = { id: 37 } as const;

/** Admin: CDN node check settings and every node's state (/admin/system/cdn-check). */
export const CdnCheckPage = () => {
    const { queryKey, load, save } = useConfigParamForm<CdnCheckForm>(CDN_CHECK_PARAM, toCdnCheckForm, toCdnCheckValue);
    return (
        <>
            <SettingsForm<CdnCheckForm> title="systemSettings.cdn.title" intro="systemSettings.cdn.intro" queryKey={queryKey} load={load} save={save}>
                <CdnCheckFields />
            </SettingsForm>
            <CdnNodeList />
        </>
    );
};
