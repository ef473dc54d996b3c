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

/**
 * Simplified Chinese for react-admin's own keys, all 164 of react-admin 5, written here in full. It began as
 * ra-language-chinese 2.0.10 (a react-admin 3 catalog with 100 of the keys); the package is no longer used: its texts
 * with half-width punctuation after Chinese, its 向后 / 向前 beside 转到上一页, and its placeholders that v5 renamed
 * (%{recordRepresentation}, %{name}) all needed replacing, and shipping the package beside the replacements made the
 * sign-in page's JavaScript carry both.
 */
const ra: Ra = {
    action: {
        add_filter: '增加检索',
        add: '增加',
        back: '回退',
        bulk_actions: '选中%{smart_count}项',
        cancel: '取消',
        clear_input_value: '清空输入',
        clone: '克隆',
        close: '关闭',
        close_menu: '关闭菜单',
        confirm: '确认',
        create: '新建',
        delete: '删除',
        edit: '编辑',
        expand: '展开',
        export: '导出',
        list: '列表',
        open_menu: '打开菜单',
        refresh: '刷新',
        remove: '删除',
        remove_filter: '移除检索',
        save: '保存',
        search: '检索',
        show: '查看',
        sort: '排序',
        undo: '撤销',
        unselect: '反选',
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
    boolean: {
        true: '是',
        false: '否',
        null: ' ',
    },
    page: {
        create: '新建 %{name}',
        dashboard: '概览',
        edit: '%{name} %{recordRepresentation}',
        empty: '无 %{name} ',
        error: '出现错误',
        invite: '要增加吗？',
        list: '%{name} 列表',
        loading: '加载中',
        not_found: '未发现',
        show: '%{name} %{recordRepresentation}',
        access_denied: '无权访问',
        authentication_error: '身份验证出错',
    },
    input: {
        file: {
            upload_several: '将文件拖拽到这里，或点击这里选择文件。',
            upload_single: '将文件拖拽到这里，或点击这里选择文件。',
        },
        image: {
            upload_several: '将图片拖拽到这里，或点击这里选择图片。',
            upload_single: '将图片拖拽到这里，或点击这里选择图片。',
        },
        references: {
            all_missing: '未找到关联数据。',
            many_missing: '至少有一条关联数据已不可用。',
            single_missing: '关联数据已不可用。',
        },
        password: {
            toggle_visible: '隐藏密码',
            toggle_hidden: '显示密码',
        },
    },
    message: {
        about: '关于',
        are_you_sure: '您确定要执行此操作吗？',
        bulk_delete_content: '您确定要删除%{name}吗？ |||| 您确定要删除这 %{smart_count} 项吗？',
        bulk_delete_title: '删除 %{name} |||| 删除 %{smart_count}项 %{name} ',
        delete_content: '您确定要删除该%{name}吗？',
        delete_title: '删除%{name} %{recordRepresentation}',
        error: '客户端错误导致请求未完成。',
        invalid_form: '表单输入无效，请检查错误提示',
        loading: '正在加载页面，请稍候',
        no: '否',
        not_found: '您输入了错误的网址或者错误的链接。',
        unsaved_changes: '修改未保存，放弃修改吗？',
        yes: '是',
        access_denied: '您没有访问此页面的权限',
        authentication_error: '身份验证服务器返回错误，无法验证您的凭据。',
        auth_error: '验证身份令牌时出错。',
        bulk_update_content: '您确定要更新%{name} %{recordRepresentation}吗？ |||| 您确定要更新这 %{smart_count} 项吗？',
        bulk_update_title: '更新%{name} %{recordRepresentation} |||| 更新 %{smart_count} 项%{name}',
        clear_array_input: '您确定要清空整个列表吗？',
        details: '详情',
        select_all_limit_reached: '条目过多，无法全部选中，仅选中了前 %{max} 项。',
        placeholder_data_warning: '网络异常：数据刷新失败。',
    },
    navigation: {
        no_results: '未找到%{name}',
        no_more_results: '页码 %{page} 超出范围，请试试上一页。',
        page_out_of_boundaries: '页码 %{page} 超出范围',
        page_out_from_end: '已到最末页',
        page_out_from_begin: '已到最前页',
        page_range_info: '%{offsetBegin}-%{offsetEnd} / %{total}',
        page_rows_per_page: '每页行数：',
        next: '转到下一页',
        skip_nav: '跳到内容',
        clear_filters: '清除筛选',
        no_filtered_results: '当前筛选条件下没有找到%{name}。',
        partial_page_range_info: '%{offsetBegin}-%{offsetEnd} / 超过 %{offsetEnd} 条',
        current_page: '第 %{page} 页',
        page: '转到第 %{page} 页',
        first: '转到第一页',
        last: '转到最后一页',
        previous: '转到上一页',
    },
    sort: {
        sort_by: '按%{field}%{order}排序',
        ASC: '升序',
        DESC: '降序',
    },
    auth: {
        auth_check_error: '请登录以继续',
        user_menu: '设置',
        username: '用户名',
        password: '密码',
        sign_in: '登录',
        sign_in_error: '验证失败，请重试',
        logout: '退出',
        email: '邮箱',
    },
    notification: {
        updated: '条目已更新 |||| %{smart_count} 项条目已更新',
        created: '条目已新建',
        deleted: '条目已删除 |||| %{smart_count} 项条目已删除',
        bad_item: '不正确的条目',
        item_doesnt_exist: '条目不存在',
        http_error: '与服务通信出错',
        canceled: '取消动作',
        data_provider_error: '数据服务出错，请查看控制台中的详细信息。',
        i18n_error: '无法加载指定语言包',
        logged_out: '会话已失效，请重新登录。',
        not_authorized: '您无权访问此资源。',
        application_update_available: '有新版本可用。',
        offline: '网络未连接，无法获取数据。',
    },
    validation: {
        required: '必填',
        minLength: '必须不少于 %{min} 个字符',
        maxLength: '必须不多于 %{max} 个字符',
        minValue: '必须不小于 %{min}',
        maxValue: '必须不大于 %{max}',
        number: '必须为数字',
        email: '必须是有效的邮箱',
        oneOf: '必须为以下之一：%{options}',
        regex: '必须符合指定的格式 (regexp): %{pattern}',
        unique: '不能重复',
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
