import zh from 'ra-language-chinese';
import type englishMessages from 'ra-language-english';
import type { Shape } from './shape';

/**
 * react-admin's English catalog is typed as ra-core's TranslationMessages, whose index signatures and optional
 * sections (guesser, configurable) would let a missing key through Shape<>. Complete<> keeps only the named
 * keys and makes every one of them required, so the compiler rejects a catalog that lacks any.
 */
type Complete<T> = {
    [K in keyof T as string extends K ? never : K]-?: NonNullable<T[K]> extends string ? string : Complete<NonNullable<T[K]>>;
};
type Ra = Complete<typeof englishMessages>['ra'];

const { prev: _v3Prev, ...navigation } = zh.ra.navigation; // ra v3's key; v5 says `previous`

/**
 * Simplified Chinese for react-admin's own keys: ra-language-chinese 2.0.10 where it has the key, our own text
 * for the 65 keys react-admin 5 added. A few package texts are replaced because v5 changed their placeholders
 * (page.edit/show and delete_title take %{recordRepresentation} instead of #%{id}; no_results, delete_content take
 * %{name}; sort_by takes the label as written, %{field}, as raEnglish.ts does).
 */
const ra: Ra = {
    action: {
        ...zh.ra.action,
        clear_array_input: '清空列表',
        create_item: '新建 %{item}',
        remove_all_filters: '清除所有筛选',
        reset: '重置',
        search_columns: '搜索列',
        select_all: '全选',
        select_all_button: '全选',
        select_row: '选择此行',
        update: '更新',
        move_up: '上移',
        move_down: '下移',
        open: '打开',
        toggle_theme: '切换亮色/暗色模式',
        select_columns: '列',
        update_application: '重新加载应用',
    },
    boolean: { ...zh.ra.boolean },
    page: {
        ...zh.ra.page,
        edit: '%{name} %{recordRepresentation}',
        invite: '要增加吗？',
        show: '%{name} %{recordRepresentation}',
        access_denied: '无权访问',
        authentication_error: '身份验证出错',
    },
    input: {
        file: { upload_several: '将文件拖拽到这里，或点击这里选择文件。', upload_single: '将文件拖拽到这里，或点击这里选择文件。' },
        image: { upload_several: '将图片拖拽到这里，或点击这里选择图片。', upload_single: '将图片拖拽到这里，或点击这里选择图片。' },
        references: {
            all_missing: '未找到关联数据。',
            many_missing: '至少有一条关联数据已不可用。',
            single_missing: '关联数据已不可用。',
        },
        password: { ...zh.ra.input.password },
    },
    message: {
        ...zh.ra.message,
        delete_content: '您确定要删除该%{name}吗？',
        are_you_sure: '您确定要执行此操作吗？',
        bulk_delete_content: '您确定要删除%{name}吗？ |||| 您确定要删除这 %{smart_count} 项吗？',
        delete_title: '删除%{name} %{recordRepresentation}',
        access_denied: '您没有访问此页面的权限',
        authentication_error: '身份验证服务器返回错误，无法验证您的凭据。',
        auth_error: '验证身份令牌时出错。',
        bulk_update_content: '您确定要更新%{name} %{recordRepresentation}吗？ |||| 您确定要更新这 %{smart_count} 项吗？',
        bulk_update_title: '更新%{name} %{recordRepresentation} |||| 更新 %{smart_count} 项%{name}',
        clear_array_input: '您确定要清空整个列表吗？',
        details: '详情',
        select_all_limit_reached: '条目过多，无法全部选中，仅选中了前 %{max} 项。',
        placeholder_data_warning: '网络异常：数据刷新失败。',
        // the package's texts with half-width punctuation, in full-width Chinese punctuation
        error: '客户端错误导致请求未完成。',
        invalid_form: '表单输入无效，请检查错误提示',
        loading: '正在加载页面，请稍候',
        not_found: '您输入了错误的网址或者错误的链接。',
        unsaved_changes: '修改未保存，放弃修改吗？',
    },
    navigation: {
        ...navigation,
        no_results: '未找到%{name}',
        clear_filters: '清除筛选',
        no_filtered_results: '当前筛选条件下没有找到%{name}。',
        partial_page_range_info: '%{offsetBegin}-%{offsetEnd} / 超过 %{offsetEnd} 条',
        current_page: '第 %{page} 页',
        page: '转到第 %{page} 页',
        first: '转到第一页',
        last: '转到最后一页',
        previous: '转到上一页',
        // the package says 向后 / 向前 beside 转到上一页: one wording for the pager's buttons
        next: '转到下一页',
        no_more_results: '页码 %{page} 超出范围，请试试上一页。',
        page_out_of_boundaries: '页码 %{page} 超出范围',
        page_rows_per_page: '每页行数：',
    },
    sort: {
        ...zh.ra.sort,
        sort_by: '按%{field}%{order}排序',
    },
    auth: {
        ...zh.ra.auth,
        email: '邮箱',
        sign_in_error: '验证失败，请重试',
    },
    notification: {
        ...zh.ra.notification,
        not_authorized: '您无权访问此资源。',
        application_update_available: '有新版本可用。',
        offline: '网络未连接，无法获取数据。',
        data_provider_error: '数据服务出错，请查看控制台中的详细信息。',
        logged_out: '会话已失效，请重新登录。',
    },
    validation: {
        ...zh.ra.validation,
        unique: '不能重复',
        oneOf: '必须为以下之一：%{options}',
    },
    saved_queries: {
        label: '已保存的查询',
        query_name: '查询名称',
        new_label: '保存当前查询…',
        new_dialog_title: '将当前查询保存为',
        remove_label: '删除已保存的查询',
        remove_label_with_name: '删除查询“%{name}”',
        remove_dialog_title: '删除已保存的查询？',
        remove_message: '您确定要从已保存的查询中删除该项吗？',
        help: '筛选列表并保存此查询以便日后使用',
    },
    guesser: {
        empty: {
            title: '没有可显示的数据',
            message: '请检查您的 dataProvider',
        },
    },
    configurable: {
        customize: '自定义',
        configureMode: '配置此页面',
        inspector: {
            title: '检查器',
            content: '将鼠标悬停在界面元素上以进行配置',
            reset: '重置设置',
            hideAll: '全部隐藏',
            showAll: '全部显示',
        },
        Datagrid: {
            title: '数据表格',
            unlabeled: '未命名列 #%{column}',
        },
        SimpleForm: {
            title: '表单',
            unlabeled: '未命名输入项 #%{input}',
        },
        SimpleList: {
            title: '列表',
            primaryText: '主要文本',
            secondaryText: '次要文本',
            tertiaryText: '第三行文本',
        },
    },
};

export const raChinese: Shape<typeof englishMessages> = { ra };
