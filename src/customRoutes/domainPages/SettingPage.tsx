import { PlaceholderPage } from '../placeholder/PlaceholderPage';

/** Stub: replaced by the real screen. */
export const SettingPage = () => <PlaceholderPage feature="routes.domainPage.setting" />;
