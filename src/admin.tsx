import { boot } from './boot';

void boot('admin', () => import('./apps/admin/App'));
