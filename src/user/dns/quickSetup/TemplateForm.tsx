import { Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fqdnOf, templateGroups, templateHostProblem, templateVariables, type Template } from '../../../data/quickSetup';
import type { ValidationError } from '../../../validation/messages';
import { fieldProblem, type Builder, type BuilderValues } from './builders';

export interface TemplateFormValues {
    /** A builder's fields, or the template's variables by name. */
    fields: BuilderValues;
    groups: string[];
    /** The subdomain the template is applied under ('' the domain itself). */
    host: string;
}

/** What is wrong with the subdomain typed for a template on `domain` (a template may require one). */
export const hostFieldProblem = (template: Pick<Template, 'hostRequired'>, host: string, domain: string): ValidationError | undefined => {
    if (template.hostRequired && !host.trim()) return { message: 'quickSetup.refusals.hostRequired', args: {} };
    return templateHostProblem(host, domain);
};

/** The subdomain field: what it is set up under, or what is wrong with it. */
const HostField = ({ template, domain, host, onChange }: { template: Template; domain: string; host: string; onChange: (host: string) => void }) => {
    const translate = useTranslate();
    const problem = hostFieldProblem(template, host, domain);
    return (
        <TextField
            size="small"
            label={translate('quickSetup.host')}
            value={host}
            required={Boolean(template.hostRequired)}
            error={Boolean(problem)}
            helperText={
                problem
                    ? translate(problem.message, problem.args)
                    : translate('quickSetup.hostHelp', { name: fqdnOf({ domain, host: host.trim().toLowerCase() }) })
            }
            onChange={event => onChange(event.target.value)}
            slotProps={{ htmlInput: { 'data-field': 'host', autoCapitalize: 'none', spellCheck: false } }}
        />
    );
};

/** The variables the form gives the engine, and whether every field is acceptable. */
export const formVariables = (
    template: Template,
    builder: Builder | undefined,
    values: TemplateFormValues,
): { variables: Record<string, string>; valid: boolean } => {
    if (builder) {
        const valid = builder.fields.every(field => !fieldProblem(field, values.fields[field.name]));
        return { variables: builder.build(values.fields), valid };
    }
    const names = templateVariables(template, values.groups);
    const variables = Object.fromEntries(names.map(name => [name, String(values.fields[name] ?? '').trim()]));
    return { variables, valid: names.every(name => variables[name] !== '') };
};

const BuilderFields = ({ builder, values, onChange }: { builder: Builder; values: BuilderValues; onChange: (values: BuilderValues) => void }) => {
    const translate = useTranslate();
    return (
        <>
            {builder.fields.map(field => {
                const value = values[field.name];
                if (field.kind === 'check')
                    return (
                        <FormControlLabel
                            key={field.name}
                            control={<Checkbox checked={Boolean(value)} onChange={event => onChange({ ...values, [field.name]: event.target.checked })} />}
                            label={translate(field.label)}
                        />
                    );
                const problem = fieldProblem(field, value);
                return (
                    <TextField
                        key={field.name}
                        size="small"
                        label={translate(field.label)}
                        select={field.kind === 'select'}
                        type={field.kind === 'number' ? 'number' : 'text'}
                        value={value ?? ''}
                        required={field.required}
                        error={Boolean(problem) && String(value ?? '') !== ''}
                        helperText={problem && String(value ?? '') !== '' ? translate(problem) : undefined}
                        onChange={event => onChange({ ...values, [field.name]: field.kind === 'number' ? Number(event.target.value) : event.target.value })}
                        slotProps={{ htmlInput: { 'data-field': field.name } }}
                    >
                        {field.options?.map(option => (
                            <MenuItem key={option.value} value={option.value}>
                                {translate(option.label)}
                            </MenuItem>
                        ))}
                    </TextField>
                );
            })}
        </>
    );
};

/**
 * A template's form: the subdomain (when the domain is given), a builder's fields (with the record it writes shown
 * live) or one text field per variable the template asks for, and the parts (groupId) when the template has several.
 */
export const TemplateForm = ({
    template,
    builder,
    domain,
    values,
    onChange,
}: {
    template: Template;
    builder?: Builder;
    /** The domain it is set up on: the form then asks for the subdomain too. */
    domain?: string;
    values: TemplateFormValues;
    onChange: (values: TemplateFormValues) => void;
}) => {
    const translate = useTranslate();
    const groups = templateGroups(template);
    const { variables } = formVariables(template, builder, values);
    return (
        <Stack spacing={2} sx={{ pt: 1 }} data-testid="template-form">
            {domain !== undefined ? (
                <HostField template={template} domain={domain} host={values.host} onChange={host => onChange({ ...values, host })} />
            ) : null}
            {groups.length > 1 ? (
                <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
                    <Typography variant="body2" sx={{ mr: 1 }}>
                        {translate('quickSetup.groups')}
                    </Typography>
                    {groups.map(group => (
                        <FormControlLabel
                            key={group}
                            label={group}
                            control={
                                <Checkbox
                                    checked={values.groups.length === 0 || values.groups.includes(group)}
                                    onChange={event => {
                                        const current = values.groups.length ? values.groups : groups;
                                        const next = event.target.checked ? [...current, group] : current.filter(name => name !== group);
                                        onChange({ ...values, groups: next.length === groups.length ? [] : next });
                                    }}
                                />
                            }
                        />
                    ))}
                </Stack>
            ) : null}
            {builder ? (
                <>
                    <BuilderFields builder={builder} values={values.fields} onChange={fields => onChange({ ...values, fields })} />
                    {Object.values(variables).map(record => (
                        <Typography key={record} variant="body2" data-testid="builder-record" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                            {record}
                        </Typography>
                    ))}
                </>
            ) : (
                templateVariables(template, values.groups).map(name => (
                    <TextField
                        key={name}
                        size="small"
                        required
                        label={translate(`quickSetup.variables.${name}`, { _: name })}
                        value={values.fields[name] ?? ''}
                        onChange={event => onChange({ ...values, fields: { ...values.fields, [name]: event.target.value } })}
                        slotProps={{ htmlInput: { 'data-variable': name } }}
                    />
                ))
            )}
        </Stack>
    );
};
