import { boot } from './console/boot';
import * as app from './admin/App';

void boot('admin', app);
