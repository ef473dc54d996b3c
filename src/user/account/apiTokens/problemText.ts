import { ALLOW_LIST_MAX, TOKEN_NAME_MAX, type DraftProblem } from '../../../data/apiTokens/rules';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The form's messages for a draft's problems, by field (an allow-list shows one line per bad line). */
export const problemTexts = (problems: readonly DraftProblem[], translate: Translate): Partial<Record<DraftProblem['field'], string[]>> => {
    const texts: Partial<Record<DraftProblem['field'], string[]>> = {};
    const add = (field: DraftProblem['field'], text: string) => (texts[field] ??= []).push(text);
    for (const problem of problems) {
        switch (problem.field) {
            case 'name':
                add(
                    'name',
                    problem.problem === 'required'
                        ? translate('apiTokens.problems.nameRequired')
                        : translate('apiTokens.problems.nameTooLong', { max: TOKEN_NAME_MAX }),
                );
                break;
            case 'permissions':
                add('permissions', translate('apiTokens.problems.permissionsNone'));
                break;
            case 'resources':
                add('resources', translate('apiTokens.problems.resourcesNone'));
                break;
            case 'allowIps':
                if (problem.problem === 'tooMany') add('allowIps', translate('apiTokens.problems.tooMany', { max: ALLOW_LIST_MAX }));
                else
                    for (const line of problem.lines)
                        add(
                            'allowIps',
                            translate(line.problem === 'hostBits' ? 'apiTokens.problems.lineHostBits' : 'apiTokens.problems.line', {
                                line: line.line,
                                text: line.text,
                            }),
                        );
                break;
            case 'expiresAt':
                add('expiresAt', translate(problem.problem === 'past' ? 'apiTokens.problems.expiresPast' : 'apiTokens.problems.expiresInvalid'));
                break;
        }
    }
    return texts;
};
