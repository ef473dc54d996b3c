import { boot } from './boot';

void boot('user', () => import('./apps/user/App'));
