import { useTranslate } from 'react-admin';
import { formatYuan } from '../../format/money';

/** A unit price: "¥680.00/年", or "免费" at 0 cents. */
export const useUnitPrice = () => {
    const translate = useTranslate();
    return (cents: number, unit: string): string =>
        cents === 0 ? translate('plans.free') : translate(`plans.perUnit.${unit}`, { price: formatYuan(cents), _: formatYuan(cents) });
};

export const UnitPrice = ({ cents, unit }: { cents: number; unit: string }) => <>{useUnitPrice()(cents, unit)}</>;
