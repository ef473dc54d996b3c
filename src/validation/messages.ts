/**
 * What a validator returns: a translation key, with the offending text when the message names it.
 * It is react-admin's validator result shape ({ message, args }), so inputs translate it themselves.
 */
export interface ValidationError {
    message: string;
    args: Record<string, string>;
}

/** A parse failure: the translation key and the line it is about (appended to the message as %{line}). */
export interface LineError {
    key: string;
    line: string;
}

export const toValidationError = ({ key, line }: LineError): ValidationError => ({ message: key, args: { line } });
