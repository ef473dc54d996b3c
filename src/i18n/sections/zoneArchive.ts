import type { Shape } from '../shape';

/** The export of several zones as one zip archive (user/dns/bulk/recordExport). */
export const zoneArchiveEn = {
    note: 'Several domains download as one zip archive holding a file per domain, once every domain is read.',
    zoneOf: 'Domain %{n} of %{total}',
    done: '%{count} files downloaded in one archive: %{name}',
};

export const zoneArchiveCn: Shape<typeof zoneArchiveEn> = {
    note: '多个域名读取完后打包为一个 zip 压缩包下载，每个域名一个文件。',
    zoneOf: '第 %{n} 个域名，共 %{total} 个',
    done: '已将 %{count} 个文件打包下载：%{name}',
};
