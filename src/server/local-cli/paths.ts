/** Where `kassa serve` answers the local CLI (see routes.ts). */
export const LOCAL_CLI_PATH = "/internal/local-cli";
