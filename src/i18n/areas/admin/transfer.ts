import type { I18nArea } from '../../provider';
import { csvTransferCn, csvTransferEn } from '../../sections/csvTransfer';

/** CSV import/export of recursive segments and blacklist entries, and the IP segment rules (src/ui/CsvImportDialog.tsx). */
export default { en: csvTransferEn, cn: csvTransferCn } satisfies I18nArea;
