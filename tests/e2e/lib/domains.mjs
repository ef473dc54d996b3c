/**
 * The first domain the signed-in demo user owns (not one another account licensed to it), asked of the demo
 * backend the way the console asks it.
 */
export const ownDomain = page =>
    page.evaluate(async () => {
        const token = localStorage.getItem('dns-console.user.token');
        const response = await fetch('/antsxdp/app/dns/domain/list', {
            method: 'POST',
            headers: { token, 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
            body: 'page=1&limit=20&groupId=0',
        });
        const domain = (await response.json()).data.list.find(candidate => Number(candidate.isShare) !== 1);
        return { id: domain.id, domain: domain.domain, userId: domain.userid };
    });
