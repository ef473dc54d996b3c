/**
 * Set when another tab signs in or out (SessionWatcher): this page's session is gone and the cross-tab notice
 * asks for a reload. Until then nothing may take the notice away: checkError ignores a 401 answered meanwhile (a
 * call that read the other tab's token), and RequireSession does not send the page to the login page.
 */
let superseded = false;

export const markSessionSuperseded = (): void => {
    superseded = true;
};

export const isSessionSuperseded = (): boolean => superseded;
