/** punycode.js 2.3.1 (no types of its own): the two conversions the console uses, on whole domain names. */
declare module 'punycode.js' {
    interface Punycode {
        /** `xn--` labels decoded, other labels as they are; throws a RangeError on a label that is not valid punycode. */
        toUnicode(domain: string): string;
        /** Non-ASCII labels encoded as `xn--` labels (no UTS #46 mapping: use the URL parser for typed names). */
        toASCII(domain: string): string;
    }
    const punycode: Punycode;
    export default punycode;
}
