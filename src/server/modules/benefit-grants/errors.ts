/**
 * Why a grant or revocation did not happen. The job records it on the grant as Polar's
 * `error {message, type, timestamp}`. A permanent failure (missing account or credentials, a
 * refusal of GitHub or Discord) stops: the seller fixes the cause and retries the grant. A
 * transient one (network, rate limit, 5xx) fails the job, which the job runner retries.
 */
export class GrantFailure extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "GrantFailure";
  }
}

export const permanentFailure = (type: string, message: string) => new GrantFailure(type, message, true);
export const transientFailure = (type: string, message: string) => new GrantFailure(type, message, false);
