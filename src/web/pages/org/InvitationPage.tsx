import { Anchor, Button, Center, Group, Loader, Stack, Table, Text } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { authClient } from "../../auth-client";
import { AuthCard } from "../../components/AuthCard";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { AuthCallError, unwrap } from "../../components/result";
import { WithQueries } from "../../queries";
import { roleLabel } from "./access";

function explain(e: unknown, email: string | undefined): string {
  const code = e instanceof AuthCallError ? e.code : undefined;
  switch (code) {
    case "INVITATION_NOT_FOUND":
      return "This invitation does not exist, has expired, or was already accepted, declined or cancelled. Ask the organization for a new one.";
    case "YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION":
      return `This invitation was sent to another email address; you are signed in as ${email ?? "someone else"}. Sign out and sign in with the invited address.`;
    case "EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION":
    case "EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION":
      return "Verify your email address first (open the link we emailed you), then open this invitation again.";
    case "INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION":
      return "The person who invited you is no longer a member of the organization, so this invitation is void.";
    default:
      return errorMessage(e, "Could not load the invitation");
  }
}

/** /invitations/:id — public: explains sign-in to signed-out visitors, accept/decline otherwise. */
/** `/invitations/:id`, outside the signed-in layout: it brings the query client itself. */
export function InvitationPage() {
  return (
    <WithQueries>
      <Invitation />
    </WithQueries>
  );
}

function Invitation() {
  const { id = "" } = useParams();
  const { data: session, isPending } = authClient.useSession();
  const here = `/invitations/${id}`;

  if (isPending) {
    return (
      <Center mih="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (!session) {
    return (
      <AuthCard title="You have been invited" subtitle="Someone invited you to an organization on Kassa.">
        <Text size="sm">
          Sign in with the email address the invitation was sent to, and this page shows the invitation so you
          can accept or decline it. New to Kassa? Create an account with that address, verify it, then open
          the invitation link again.
        </Text>
        <Button component={Link} to={`/sign-in?next=${encodeURIComponent(here)}`} fullWidth>
          Sign in to continue
        </Button>
        <Button component={Link} to="/sign-up" variant="default" fullWidth>
          Create an account
        </Button>
      </AuthCard>
    );
  }
  return <InvitationDetails id={id} email={session.user.email} />;
}

function InvitationDetails({ id, email }: { id: string; email: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<"accept" | "reject" | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [declined, setDeclined] = useState(false);
  const query = useQuery({
    queryKey: ["invitation", id],
    queryFn: () => unwrap(authClient.organization.getInvitation({ query: { id } })),
    retry: false,
  });

  const accept = async () => {
    setBusy("accept");
    setActionError(null);
    try {
      const res = await unwrap(authClient.organization.acceptInvitation({ invitationId: id }));
      const organizationId = res?.member.organizationId ?? query.data?.organizationId;
      if (organizationId) await unwrap(authClient.organization.setActive({ organizationId }));
      await queryClient.invalidateQueries();
      navigate("/organization");
    } catch (e) {
      setActionError(e);
      setBusy(null);
    }
  };
  const reject = async () => {
    setBusy("reject");
    setActionError(null);
    try {
      await unwrap(authClient.organization.rejectInvitation({ invitationId: id }));
      setDeclined(true);
    } catch (e) {
      setActionError(e);
    } finally {
      setBusy(null);
    }
  };
  const signOut = async () => {
    await authClient.signOut();
    navigate(`/sign-in?next=${encodeURIComponent(`/invitations/${id}`)}`);
  };

  if (query.isPending) {
    return (
      <AuthCard title="Invitation">
        <Center>
          <Loader aria-label="Loading invitation" />
        </Center>
      </AuthCard>
    );
  }
  if (query.error) {
    const wrongUser =
      query.error instanceof AuthCallError &&
      query.error.code === "YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION";
    return (
      <AuthCard title="Invitation unavailable">
        <ErrorAlert message={explain(query.error, email)} />
        <Group justify="space-between">
          <Anchor component={Link} to="/">
            Go to Kassa
          </Anchor>
          {wrongUser && (
            <Button variant="default" onClick={signOut}>
              Sign out
            </Button>
          )}
        </Group>
      </AuthCard>
    );
  }
  const inv = query.data;
  if (declined) {
    return (
      <AuthCard
        title="Invitation declined"
        subtitle={`You declined the invitation to ${inv.organizationName}.`}
      >
        <Anchor component={Link} to="/">
          Go to Kassa
        </Anchor>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={`Join ${inv.organizationName}`}
      subtitle={`${inv.inviterEmail} invited you to this organization.`}
    >
      {actionError !== null && <ErrorAlert message={explain(actionError, email)} />}
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={110}>Organization</Table.Th>
            <Table.Td>{inv.organizationName}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Invited by</Table.Th>
            <Table.Td style={{ wordBreak: "break-all" }}>{inv.inviterEmail}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Role</Table.Th>
            <Table.Td>{roleLabel(inv.role)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Expires</Table.Th>
            <Table.Td>{new Date(inv.expiresAt).toLocaleString()}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Stack gap="xs">
        <Button onClick={accept} loading={busy === "accept"} disabled={busy === "reject"} fullWidth>
          Accept invitation
        </Button>
        <Button
          onClick={reject}
          loading={busy === "reject"}
          disabled={busy === "accept"}
          variant="default"
          fullWidth
        >
          Decline
        </Button>
      </Stack>
      <Text size="xs" c="dimmed">
        Signed in as {email}.
      </Text>
    </AuthCard>
  );
}
