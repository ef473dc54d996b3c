import { domainToAscii } from '../../format/domainName';
import { assertNever } from '../../types/assertNever';
import { domainNameProblem, type DomainNameProblem } from '../../validation/typedDomain';
import { DemoError } from '../http';
import { normalDomain } from './addDomain';

/** The server's refusal of a name the console's rule refuses (validation/typedDomain.ts). */
const refusalOf = (problem: DomainNameProblem): string => {
    switch (problem.kind) {
        case 'format':
            return '域名格式错误';
        case 'unknownSuffix':
            return `域名后缀“.${problem.suffix}”不是有效的顶级域名`;
        case 'publicSuffix':
            return `${problem.suffix} 是公共后缀，不能作为域名添加`;
        default:
            return assertNever(problem);
    }
};

/**
 * The name to host, by the console's rule, stored as ASCII (IDNA: `例子.中国` as `xn--fsqu00a.xn--fiqs8s`). A
 * scheme, path or `www.` is the console's to take off: the server takes the name as sent. Throws the refusal.
 */
export const hostedName = (typed: string): string => {
    const name = domainToAscii(normalDomain(typed));
    if (name === undefined) throw new DemoError(refusalOf({ kind: 'format' }));
    const problem = domainNameProblem(name);
    if (problem) throw new DemoError(refusalOf(problem));
    return name;
};
