/**
 * Set when another tab signs in or out (SessionWatcher): this page's session is gone and the cross-tab notice
 * asks for a reload. A 401 answered meanwhile (a call that read the other tab's token) must not end the session
 * here and take the notice away: checkError leaves it to the notice.
 */
let superseded = false;

export const markSessionSuperseded = (): void => {
    superseded = true;
};

export const isSessionSuperseded = (): boolean => superseded;
