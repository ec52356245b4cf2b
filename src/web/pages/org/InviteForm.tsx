import { Button, Card, Group, NativeSelect, Stack, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import type { OrgRole } from "../../../shared/access";
import { authClient } from "../../auth-client";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { unwrap } from "../../components/result";
import { ROLES } from "./access";
import { EMAIL_PATTERN } from "./slug";
import type { ActiveOrg } from "./types";

/** Invite someone by email with a role; the invitation email links to /invitations/<id>. */
export function InviteForm({ org, isOwner }: { org: ActiveOrg; isOwner: boolean }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<OrgRole>("member");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const value = email.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(value)) {
      setEmailError("Enter a valid email address");
      return;
    }
    if (org.members.some((m) => m.user.email.toLowerCase() === value)) {
      setEmailError("This person is already a member");
      return;
    }
    setEmailError(null);
    setError(null);
    setLoading(true);
    try {
      await unwrap(authClient.organization.inviteMember({ email: value, role, organizationId: org.id }));
      notifications.show({ color: "green", message: `Invitation sent to ${value}` });
      setEmail("");
      setRole("member");
    } catch (e) {
      setError(errorMessage(e, "Could not send the invitation"));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Card withBorder component="section" aria-labelledby="invite-title">
      <Title order={3} size="h4" id="invite-title" mb="sm">
        Invite a member
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <ErrorAlert message={error} />
          <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
            <TextInput
              label="Email address"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={emailError}
              miw={220}
              required
            />
            <NativeSelect
              label="Role"
              value={role}
              onChange={(e) => setRole(e.currentTarget.value as OrgRole)}
              data={ROLES.filter((r) => r.value !== "owner" || isOwner)}
              miw={140}
            />
          </Group>
          <Group>
            <Button type="submit" loading={loading}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
