import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Domain } from '../../data/domains/api';
import { FreeDomainPicker } from './FreeDomainPicker';
import { PurchasePanel } from './PurchasePanel';
import type { CatalogueItem } from './queries';

/**
 * A DNS plan's order: the domain it will serve may be chosen now (the plan is then in use once paid), or later
 * from My plans (it waits there as unused).
 */
export const PurchaseDomain = ({ product }: { product: CatalogueItem }) => {
    const translate = useTranslate();
    const [domain, setDomain] = useState<Domain | null>(null);
    return (
        <PurchasePanel product={product} extra={domain ? { domainId: Number(domain.id) } : undefined}>
            <FreeDomainPicker
                value={domain}
                onChange={setDomain}
                label={translate('plans.purchase.domain')}
                helperText={translate('plans.purchase.domainHelp')}
            />
        </PurchasePanel>
    );
};
