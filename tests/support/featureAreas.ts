import type { I18nArea } from '../../src/i18n/provider';

/**
 * Every feature area (src/i18n/areas/), by path: the route titles are left out (a flavour's shell loads its own;
 * tests import those of their flavour). The console loads an area with the screens that name it (screen catalogs).
 */
export const featureAreas = import.meta.glob<I18nArea>(['../../src/i18n/areas/**/*.ts', '!**/*Routes.ts'], { eager: true, import: 'default' });
