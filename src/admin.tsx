import { boot } from './boot';
import * as app from './apps/admin/App';

void boot('admin', app);
