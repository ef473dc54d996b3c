import { BooleanInput, FormDataConsumer, RadioButtonGroupInput, TextInput, required, useDataProvider, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../../dataProvider';
import { MinFallbackNumberInput } from '../../../ui/MinFallbackNumberInput';
import { SettingsForm } from '../../../ui/SettingsForm';
import { BLACKLIST_LIMITS, BLOCK_MODES, type BlacklistSetting } from '../../../data/blackDomains/types';
import { validateIpv4 } from '../../../validation/ip';
import { requiredText } from '../../../validation/requiredText';

const modeChoices = BLOCK_MODES.map(mode => ({ id: mode, name: `blacklist.setting.modes.${mode}` }));

const ttlRange = { message: 'blacklist.setting.ttlRange', args: { min: BLACKLIST_LIMITS.ttlMin, max: BLACKLIST_LIMITS.ttlMax } };
/** A whole number of seconds in range; empty is left to required(). */
const ttlInRange = (value: unknown) => {
    if (value === undefined || value === null || value === '') return undefined;
    const ttl = Number(value);
    return Number.isInteger(ttl) && ttl >= BLACKLIST_LIMITS.ttlMin && ttl <= BLACKLIST_LIMITS.ttlMax ? undefined : ttlRange;
};
const validateTtl = [required(), ttlInRange];
const requiredIp = requiredText('blacklist.setting.answerIpRequired');
const validateAnswerIp = [requiredIp, validateIpv4];

/** Switches travel as 0/1 and the inputs edit booleans. */
const flagFormat = (value: unknown) => Number(value) === 1;
const flagParse = (value: boolean) => (value ? 1 : 0);

const BLACKLIST_SETTING_KEY = ['blacklist', 'setting'] as const;

/**
 * Admin "Blacklist settings" (/dns/black/config/setting): whether the blacklist applies, what a blocked query
 * is answered with (a fixed answer asks for its IPv4), the answer's TTL and whether blocked queries are logged.
 */
export const BlacklistSettingPage = () => {
    const dataProvider = useDataProvider<AdminDataProvider>();
    const translate = useTranslate();
    return (
        <SettingsForm<BlacklistSetting & Record<string, unknown>>
            title="blacklist.setting.title"
            intro="blacklist.setting.intro"
            queryKey={BLACKLIST_SETTING_KEY}
            load={async () => ({ ...(await dataProvider.getBlacklistSetting()) })}
            save={values => dataProvider.saveBlacklistSetting(values)}
        >
            <BooleanInput source="enabled" label="blacklist.setting.enabled" helperText="blacklist.setting.enabledHelp" format={flagFormat} parse={flagParse} />
            <RadioButtonGroupInput source="mode" label="blacklist.setting.mode" choices={modeChoices} row={false} validate={required()} />
            <FormDataConsumer<BlacklistSetting>>
                {({ formData }) =>
                    formData.mode === 'fixed' ? (
                        <TextInput
                            source="answerIp"
                            label="blacklist.setting.answerIp"
                            helperText="blacklist.setting.answerIpHelp"
                            validate={validateAnswerIp}
                            sx={{ maxWidth: 320 }}
                        />
                    ) : null
                }
            </FormDataConsumer>
            <MinFallbackNumberInput
                source="ttl"
                min={BLACKLIST_LIMITS.ttlMin}
                label="blacklist.setting.ttl"
                helperText={translate('blacklist.setting.ttlHelp', { min: BLACKLIST_LIMITS.ttlMin, max: BLACKLIST_LIMITS.ttlMax })}
                step={1}
                validate={validateTtl}
                sx={{ maxWidth: 320 }}
            />
            <BooleanInput
                source="logBlocked"
                label="blacklist.setting.logBlocked"
                helperText="blacklist.setting.logBlockedHelp"
                format={flagFormat}
                parse={flagParse}
            />
        </SettingsForm>
    );
};

export default BlacklistSettingPage;
