/**
 * ra-language-chinese 2.0.10 (a plain CommonJS object, no types of its own), typed as exactly what it holds:
 * 99 of react-admin 5's keys plus the v3-era `ra.navigation.prev`. src/i18n/raChinese.ts fills in the rest,
 * so a key listed here that the package lacks, or an English key nobody supplies, is a type or test failure.
 */
declare module 'ra-language-chinese' {
    type Keys<K extends string> = { readonly [P in K]: string };

    interface RaLanguageChinese {
        ra: {
            action: Keys<
                | 'add_filter'
                | 'add'
                | 'back'
                | 'bulk_actions'
                | 'cancel'
                | 'clear_input_value'
                | 'clone'
                | 'close'
                | 'close_menu'
                | 'confirm'
                | 'create'
                | 'delete'
                | 'edit'
                | 'expand'
                | 'export'
                | 'list'
                | 'open_menu'
                | 'refresh'
                | 'remove'
                | 'remove_filter'
                | 'save'
                | 'search'
                | 'show'
                | 'sort'
                | 'undo'
                | 'unselect'
            >;
            boolean: Keys<'true' | 'false' | 'null'>;
            page: Keys<'create' | 'dashboard' | 'edit' | 'empty' | 'error' | 'invite' | 'list' | 'loading' | 'not_found' | 'show'>;
            input: {
                file: Keys<'upload_several' | 'upload_single'>;
                image: Keys<'upload_several' | 'upload_single'>;
                references: Keys<'all_missing' | 'many_missing' | 'single_missing'>;
                password: Keys<'toggle_visible' | 'toggle_hidden'>;
            };
            message: Keys<
                | 'about'
                | 'are_you_sure'
                | 'bulk_delete_content'
                | 'bulk_delete_title'
                | 'delete_content'
                | 'delete_title'
                | 'error'
                | 'invalid_form'
                | 'loading'
                | 'no'
                | 'not_found'
                | 'unsaved_changes'
                | 'yes'
            >;
            navigation: Keys<
                | 'no_results'
                | 'no_more_results'
                | 'page_out_of_boundaries'
                | 'page_out_from_end'
                | 'page_out_from_begin'
                | 'page_range_info'
                | 'page_rows_per_page'
                | 'next'
                | 'prev'
                | 'skip_nav'
            >;
            sort: Keys<'sort_by' | 'ASC' | 'DESC'>;
            auth: Keys<'auth_check_error' | 'user_menu' | 'username' | 'password' | 'sign_in' | 'sign_in_error' | 'logout'>;
            notification: Keys<
                | 'updated'
                | 'created'
                | 'deleted'
                | 'bad_item'
                | 'item_doesnt_exist'
                | 'http_error'
                | 'canceled'
                | 'data_provider_error'
                | 'i18n_error'
                | 'logged_out'
            >;
            validation: Keys<'required' | 'minLength' | 'maxLength' | 'minValue' | 'maxValue' | 'number' | 'email' | 'oneOf' | 'regex'>;
        };
    }

    const messages: RaLanguageChinese;
    export default messages;
}
