import Tune from '@mui/icons-material/Tune';
import type { ResourceProps } from 'react-admin';
import { ConfigCreate, ConfigEdit, ConfigList } from './views';

/** System parameters (sys/config/*), at /config. In the admin app: <Resource {...sysConfig} />. */
export const sysConfig: ResourceProps = {
    name: 'config',
    icon: Tune,
    options: { label: 'menu.sysConfig' },
    recordRepresentation: 'paramKey',
    list: ConfigList,
    edit: ConfigEdit,
    create: ConfigCreate,
};

export { sysConfigApi, sysConfigCalls, type SysConfig, type SysConfigCalls } from './api';
