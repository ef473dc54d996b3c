import { Box } from '@mui/material';
import { TextInput, useDataProvider, useTranslate } from 'react-admin';
import { MinFallbackNumberInput } from '../../ui/MinFallbackNumberInput';
import type { AdminDataProvider } from '../dataProvider';
import { SecretInput } from '../../ui/SecretInput';
import { SettingsForm } from '../../ui/SettingsForm';
import type { CdnVariables } from '../../data/cdnTools/api';
import { CDN_VARIABLE_LIMITS } from '../../data/cdnTools/limits';
import { VARIABLE_RULES } from './variableValidators';

const P = 'cdn.variables';

/**
 * The CDN build's static variables (/admin/cdn/variables): read from the enumerations (GET sys/common/enums,
 * `staticVariables`), saved with POST sys/cdnsys/auth/update/static/variable.
 */
// no min/max on the number inputs: the browser's own range check would block the submit before ours speaks
export const CdnVariablesPage = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<AdminDataProvider>();
    const { nodeSecret, defaultCacheTtl } = CDN_VARIABLE_LIMITS;
    return (
        <Box sx={{ my: 2, minWidth: 0 }}>
            <SettingsForm<CdnVariables>
                title={`${P}.title`}
                intro={`${P}.intro`}
                queryKey={['cdnTools', 'variables']}
                load={async () => (await dataProvider.getCdnEnums()).staticVariables}
                save={values => dataProvider.saveCdnVariables(values)}
            >
                <TextInput
                    source="cnameSuffix"
                    label={`${P}.cnameSuffix`}
                    helperText={`${P}.cnameSuffixHelp`}
                    validate={VARIABLE_RULES.cnameSuffix}
                    fullWidth
                />
                <MinFallbackNumberInput
                    source="defaultCacheTtl"
                    min={defaultCacheTtl.min}
                    label={`${P}.defaultCacheTtl`}
                    helperText={translate(`${P}.defaultCacheTtlHelp`, { max: defaultCacheTtl.max })}
                    validate={VARIABLE_RULES.defaultCacheTtl}
                    fullWidth
                />
                <MinFallbackNumberInput
                    source="originTimeout"
                    min={CDN_VARIABLE_LIMITS.originTimeout.min}
                    label={`${P}.originTimeout`}
                    validate={VARIABLE_RULES.originTimeout}
                    fullWidth
                />
                <MinFallbackNumberInput
                    source="maxBodySizeMb"
                    min={CDN_VARIABLE_LIMITS.maxBodySizeMb.min}
                    label={`${P}.maxBodySizeMb`}
                    validate={VARIABLE_RULES.maxBodySizeMb}
                    fullWidth
                />
                <SecretInput
                    source="nodeSecret"
                    label={`${P}.nodeSecret`}
                    helperText={translate(`${P}.nodeSecretHelp`, { min: nodeSecret.min, max: nodeSecret.max })}
                    validate={VARIABLE_RULES.nodeSecret}
                    fullWidth
                />
                <TextInput source="acmeEmail" label={`${P}.acmeEmail`} type="email" validate={VARIABLE_RULES.acmeEmail} fullWidth />
            </SettingsForm>
        </Box>
    );
};

export default CdnVariablesPage;
