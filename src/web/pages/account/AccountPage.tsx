import { Stack, Text, Title } from "@mantine/core";
import { authClient } from "../../auth-client";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { EmailSection } from "./EmailSection";
import { LinkedAccountsSection } from "./LinkedAccountsSection";
import { PasswordSection } from "./PasswordSection";
import { ProfileSection } from "./ProfileSection";
import { useLinkedAccounts } from "./queries";

export function AccountPage() {
  const { data: session } = authClient.useSession();
  const accounts = useLinkedAccounts();
  // The layout only renders pages for a signed-in user.
  if (!session) return null;
  const hasPassword = accounts.data ? accounts.data.some((a) => a.providerId === "credential") : undefined;

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={2}>Account</Title>
        <Text c="dimmed" size="sm">
          Your profile, email, password and sign-in methods.
        </Text>
      </div>
      <ProfileSection key={session.user.id} user={session.user} />
      <EmailSection user={session.user} />
      <PasswordSection hasPassword={hasPassword} />
      <LinkedAccountsSection />
      <DeleteAccountSection email={session.user.email} />
    </Stack>
  );
}
