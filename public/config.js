// Runtime configuration, read before the console starts. Edit this file on the server: no rebuild needed.
//   apiRoot    - full base URL of the backend API (overrides everything below), e.g. 'https://dns.example.com/antsxdp/'
//   resetAPI   - true: the backend is served under /api/ instead of /antsxdp/
//   debug      - true: prefix the base path with /cdn_api (development proxy)
//   customMode - true: use the custom login wrapper (ignored in debug)
//   demo       - true: answer every call from the built-in demo backend in the browser; false: real backend
//   currencySymbol - the symbol prices and balances are shown with (default '¥'), e.g. '$' or 'HK$'
//   adminBase  - admin console only: where it is served (default '/admin'); '' when it has an origin of its own
//   userConsoleUrl - admin console only: the user console's address for "sign in as this user" (default: this site's root)
window.config = {
    apiRoot: '',
    resetAPI: false,
    debug: false,
    customMode: false,
    demo: true,
};
