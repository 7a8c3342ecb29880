const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be one of our row ids; anything else answers 404 before reaching SQL. */
export const isUuid = (value: string) => UUID.test(value);
