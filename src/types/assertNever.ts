/**
 * The end of a switch that handles every member of a union: `default: return assertNever(value)` compiles only
 * while no member is left unhandled, so adding a member makes the compiler point at each switch to complete.
 * Reached at run time only when a value escaped its type (a cast, untyped data): it throws, naming the value.
 * A function declaration (not an arrow) so that TypeScript treats a call as the end of the code path.
 */
export function assertNever(value: never): never {
    throw new Error(`Unexpected value: ${String(value)}`);
}
