import { Stack, Text, Title } from "@mantine/core";
import { authClient } from "../../auth-client";
import { PasskeysSection } from "./PasskeysSection";
import { SessionsSection } from "./SessionsSection";
import { TwoFactorSection } from "./TwoFactorSection";

export function SecurityPage() {
  const { data: session } = authClient.useSession();
  if (!session) return null;
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={2}>Security</Title>
        <Text c="dimmed" size="sm">
          Two-factor authentication, passkeys and the places you are signed in.
        </Text>
      </div>
      <TwoFactorSection enabled={Boolean(session.user.twoFactorEnabled)} />
      <PasskeysSection />
      <SessionsSection currentSessionId={session.session.id} />
    </Stack>
  );
}
