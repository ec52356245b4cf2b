import { useQuery } from "@tanstack/react-query";
import { authClient } from "../../auth-client";
import { unwrap } from "../../components/result";

export const accountKeys = {
  accounts: ["auth", "accounts"] as const,
  sessions: ["auth", "sessions"] as const,
  apiKeys: ["auth", "api-keys"] as const,
};

/** The sign-in methods linked to the user: "credential" (password) and social providers. */
export function useLinkedAccounts() {
  return useQuery({
    queryKey: accountKeys.accounts,
    queryFn: () => unwrap(authClient.listAccounts()),
  });
}
