import type { HttpdnsStatus } from '../../../data/httpdnsAdmin/api';

/** The two switches of the HTTPDNS settings page. */
interface HttpdnsSwitches {
    enabled: boolean;
    https: boolean;
}

/** SPEC section 4: main switch off gives 0; on gives 1, or 3 when HTTPS is on too. */
export const toHttpdnsStatus = ({ enabled, https }: HttpdnsSwitches): HttpdnsStatus => (!enabled ? 0 : https ? 3 : 1);

/** SPEC section 4: 1 or 3 turn the main switch on, 3 turns HTTPS on; anything else is off. */
export const fromHttpdnsStatus = (status: unknown): HttpdnsSwitches => {
    const value = Number(status);
    return { enabled: value === 1 || value === 3, https: value === 3 };
};
