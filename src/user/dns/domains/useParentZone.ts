import { useGetList } from 'react-admin';
import type { Domain } from '../../../data/domains/api';
import { parentZoneOf, registrableDomain } from '../../../validation/typedDomain';
import { useDebounced } from '../../plan/useDebounced';

/** Enough rows for every zone of the account under one registered name. */
const ZONES_UNDER_ONE_NAME = 100;

/**
 * The zone of the account that `name` (a readable name, or '') lies under, if any: the account's zones are
 * searched, once typing pauses, for the name's registered domain (`example.com` for `shop.example.com`), which
 * every zone above the name contains.
 */
export const useParentZone = (name: string): string | undefined => {
    const registered = name ? registrableDomain(name) : undefined;
    const search = useDebounced(registered !== name ? registered : undefined);
    const { data } = useGetList<Domain>(
        'domain',
        { pagination: { page: 1, perPage: ZONES_UNDER_ONE_NAME }, sort: { field: 'id', order: 'DESC' }, filter: { domain: search } },
        { enabled: !!search },
    );
    return name && data
        ? parentZoneOf(
              name,
              data.map(zone => zone.domain),
          )
        : undefined;
};
