import { Stack, Text, Title } from "@mantine/core";
import { ErrorAlert } from "../../components/ErrorAlert";
import { Loading } from "../../components/PageState";
import { useActiveOrg } from "./access";
import { InviteForm } from "./InviteForm";
import { InvoiceDetailsSection } from "./InvoiceDetailsSection";
import { MembersTable } from "./MembersTable";
import { NoActiveOrg } from "./NoActiveOrg";
import { OrgSettings } from "./OrgSettings";
import { PendingInvitations } from "./PendingInvitations";

/** /organization: settings, members, invitations of the active organization. */
export function OrganizationPage() {
  const access = useActiveOrg();
  const { org, isPending, error } = access;

  if (isPending) return <Loading label="Loading organization" />;
  if (error) return <ErrorAlert title="Could not load the organization">{error.message}</ErrorAlert>;
  if (!org) return <NoActiveOrg title="Organization" />;

  return (
    <Stack gap="xl">
      <div>
        <Title order={2}>{org.name}</Title>
        <Text c="dimmed" size="sm">
          Organization settings, members and invitations
        </Text>
      </div>
      <OrgSettings access={access} org={org} />
      <InvoiceDetailsSection access={access} org={org} />
      <MembersTable access={access} org={org} />
      {access.can({ invitation: ["create"] }) && <InviteForm org={org} isOwner={access.isOwner} />}
      <PendingInvitations access={access} org={org} />
    </Stack>
  );
}
