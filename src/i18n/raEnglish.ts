import englishMessages from 'ra-language-english';

/**
 * react-admin's English, with one text replaced: its sort_by lower-cases the first letter of the column's label
 * (%{field_lower_first}), which reads "Sort by tTL" for TTL; the label is used as written, as in Chinese.
 */
export const raEnglish: typeof englishMessages = {
    ...englishMessages,
    ra: { ...englishMessages.ra, sort: { ...englishMessages.ra.sort, sort_by: 'Sort by %{field} %{order}' } },
};
