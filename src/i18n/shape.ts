/** The same nested keys as T with string leaves: a catalog typed as Shape<typeof en> cannot miss a key. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
