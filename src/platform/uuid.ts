const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a URL or form can be a row id: anything else is simply not found, never a database error. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
