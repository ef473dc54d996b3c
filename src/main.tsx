import { boot } from './boot';
import * as app from './apps/user/App';

void boot('user', app);
