import { Button, Divider, Stack } from "@mantine/core";
import { usePublicConfig } from "../../api/config";
import { authClient } from "../../auth-client";

const LABELS: Record<string, string> = {
  github: "GitHub",
  google: "Google",
  gitlab: "GitLab",
  linkedin: "LinkedIn",
};

/** One button per social provider the operator configured (`<PROVIDER>_CLIENT_ID`/`_SECRET`). */
export function SocialButtons({ callbackURL = "/" }: { callbackURL?: string }) {
  const { data } = usePublicConfig();
  const providers = data?.social_providers ?? [];
  if (providers.length === 0) return null;
  return (
    <Stack gap="xs">
      <Divider label="or" labelPosition="center" />
      {providers.map((p) => (
        <Button
          key={p}
          variant="default"
          onClick={() =>
            authClient.signIn.social({ provider: p, callbackURL, errorCallbackURL: "/auth/error" })
          }
        >
          Continue with {LABELS[p] ?? p.charAt(0).toUpperCase() + p.slice(1)}
        </Button>
      ))}
    </Stack>
  );
}
