import { boot } from './console/boot';
import * as app from './user/App';

void boot('user', app);
