/** The header the HTTP layer sets to the client's address; better-auth keys rate limits and sessions on it. */
export const CLIENT_IP_HEADER = "x-kassa-client-ip";
