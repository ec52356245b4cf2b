/** RFC 5321's limits: a forward path of at most 254 characters, a local part of at most 64. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/** Why an email address is too long to be deliverable, or undefined when it is not. */
export function emailLengthProblem(email: string): string | undefined {
  if (email.length > EMAIL_MAX_LENGTH) return `must be at most ${EMAIL_MAX_LENGTH} characters`;
  const at = email.lastIndexOf("@");
  if (at > EMAIL_LOCAL_PART_MAX_LENGTH) {
    return `the part before @ must be at most ${EMAIL_LOCAL_PART_MAX_LENGTH} characters`;
  }
  return undefined;
}
