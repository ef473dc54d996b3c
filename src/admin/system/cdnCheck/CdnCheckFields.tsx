import { InputAdornment } from '@mui/material';
import { BooleanInput, RadioButtonGroupInput, required, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { validateEmail, validateMobile, validatePortList } from '../../../validation';
import { CDN_CHECK_LIMITS, CDN_CHECK_MESSAGES, DISPATCH_MODES, validateCdnNumber } from '../../../validation/cdnCheck';
import { FormSection } from '../FormSection';
import { MinFallbackNumberInput } from '../../../ui/MinFallbackNumberInput';

const P = 'systemSettings.cdn';

const rules = {
    mode: [required(CDN_CHECK_MESSAGES.mode)],
    timing: [required(), validateCdnNumber('ModeTimingFrequency')],
    ports: [required(CDN_CHECK_MESSAGES.ports), validatePortList],
    frequency: [required(), validateCdnNumber('checkNodeFrequency')],
    failPercent: [required(), validateCdnNumber('failPercent')],
    mail: [required(CDN_CHECK_MESSAGES.mailNotice), validateEmail],
    sms: [required(CDN_CHECK_MESSAGES.smsNotice), validateMobile],
};

const modeChoices = DISPATCH_MODES.map(id => ({ id, name: `${P}.modes.${id}` }));

const narrow = { width: '100%', maxWidth: 320 };

const Unit = ({ text }: { text: string }) => <InputAdornment position="end">{text}</InputAdornment>;

/** Number field of the check, with its range and step from CDN_CHECK_LIMITS. */
const LimitedNumber = ({ source, unit, validate }: { source: keyof typeof CDN_CHECK_LIMITS; unit: string; validate: typeof rules.timing }) => {
    const { min, max, step } = CDN_CHECK_LIMITS[source];
    return (
        <MinFallbackNumberInput
            source={source}
            label={`${P}.${source}`}
            helperText={`${P}.${source}Help`}
            min={min}
            max={max}
            step={step}
            validate={validate}
            sx={narrow}
            slotProps={{ input: { endAdornment: <Unit text={unit} /> } }}
        />
    );
};

/** The fields of the CDN node check form; the timing cycle and the receivers appear only when switched on. */
export const CdnCheckFields = () => {
    const translate = useTranslate();
    const [mode, mailOn, smsOn] = useWatch({ name: ['DnsDispatchMode', 'mailNoticeStatus', 'smsNoticeStatus'] }) as [string, boolean, boolean];
    const seconds = translate(`${P}.seconds`);
    return (
        <>
            <FormSection title={`${P}.dispatch`}>
                <RadioButtonGroupInput source="DnsDispatchMode" label={`${P}.mode`} choices={modeChoices} validate={rules.mode} row />
                {mode === 'timing' ? <LimitedNumber source="ModeTimingFrequency" unit={seconds} validate={rules.timing} /> : null}
            </FormSection>
            <FormSection title={`${P}.check`}>
                <TextInput
                    source="checkNodePortList"
                    label={`${P}.checkNodePortList`}
                    helperText={`${P}.checkNodePortListHelp`}
                    validate={rules.ports}
                    sx={{ width: '100%', maxWidth: 480 }}
                />
                <LimitedNumber source="checkNodeFrequency" unit={seconds} validate={rules.frequency} />
                <LimitedNumber source="failPercent" unit="%" validate={rules.failPercent} />
            </FormSection>
            <FormSection title={`${P}.notice`}>
                <BooleanInput source="mailNoticeStatus" label={`${P}.mailNoticeStatus`} />
                {mailOn ? (
                    <TextInput source="mailNotice" label={`${P}.mailNotice`} type="email" validate={rules.mail} sx={{ width: '100%', maxWidth: 480 }} />
                ) : null}
                <BooleanInput source="smsNoticeStatus" label={`${P}.smsNoticeStatus`} />
                {smsOn ? <TextInput source="smsNotice" label={`${P}.smsNotice`} inputMode="tel" validate={rules.sms} sx={narrow} /> : null}
            </FormSection>
        </>
    );
};
