/** The longest e-mail address we accept anywhere (RFC 3696's 320: 64 local + @ + 255 domain). */
export const EMAIL_MAX_LENGTH = 320;

/** The longest person name we accept anywhere. */
export const NAME_MAX_LENGTH = 200;
