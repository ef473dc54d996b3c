// The update log of the dashboard's overview (src/data/overview); the overview's figures are answered in domains.ts
// and its notices in messages.ts.
import { ok, route } from '../http';
import { paginate } from '../paging';
import { daysBefore } from '../time';

/** [version, title, content, days ago]: the product's release notes, oldest first. */
const RELEASES: Array<[string, string, string, number]> = [
    ['v2.6.0', '智能解析线路升级', '新增教育网、铁通、广电三大运营商分省线路；境外线路细分至国家。', 330],
    ['v2.7.0', '域名分组', '支持按分组管理域名，可批量移动域名到分组。', 290],
    ['v2.8.0', '自定义线路', '支持按 IP 段自定义解析线路，适用于办公网、专线等场景。', 250],
    ['v2.9.0', '批量操作', '支持批量添加域名、批量添加/修改/删除解析记录与导入导出。', 214],
    ['v3.0.0', '全新控制台', '控制台全面改版，支持暗色模式与手机端访问。', 180],
    ['v3.1.0', '解析量统计', '新增按小时/按天的解析量趋势图与来源分布（运营商、地区、记录类型）。', 150],
    ['v3.2.0', '请求日志与错误日志', '可查询域名的解析请求日志和错误日志，支持关键字搜索。', 122],
    ['v3.3.0', '域名锁定', '锁定后的域名不可删除、暂停或修改解析记录，防止误操作。', 96],
    ['v3.4.0', 'CAA 与 SRV 记录', '新增 CAA、SRV 记录类型及格式校验。', 70],
    ['v3.5.0', 'URL 转发', '新增显性 URL（XURL）与隐性 URL（URLFWD）转发记录。', 45],
    ['v3.6.0', '操作日志', '域名与解析记录的每一次变更都会记录操作人、IP 与时间。', 21],
    ['v3.7.0', '大规模记录表性能优化', '单个域名数千条记录时，列表筛选、排序与分页更加流畅。', 6],
];

export const overviewRoutes = [
    route.get('app/common/web/update/log', ({ input }) => {
        const at = new Date();
        const rows = RELEASES.map(([version, title, content, days], index) => ({ id: index + 1, version, title, content, createTime: daysBefore(at, days) }));
        return ok({ data: paginate(rows, { page: input.page, limit: input.limit }, { sidx: 'id', order: 'desc', limit: 10 }) });
    }),
];
