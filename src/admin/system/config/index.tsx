import Tune from '@mui/icons-material/Tune';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../../console/routing/lazyScreen';

const views = () => import('./views');

/** System parameters (sys/config/*), at /config. In the admin app: <Resource {...sysConfig} />. */
export const sysConfig: ResourceProps = {
    name: 'config',
    icon: Tune,
    options: { label: 'menu.sysConfig' },
    recordRepresentation: 'paramKey',
    // each view downloads with its first visit (one chunk for the three)
    list: lazyNamed(views, 'ConfigList'),
    edit: lazyNamed(views, 'ConfigEdit'),
    create: lazyNamed(views, 'ConfigCreate'),
};

export { sysConfigApi, sysConfigCalls, type SysConfig, type SysConfigCalls } from '../../../data/sysConfig/api';
