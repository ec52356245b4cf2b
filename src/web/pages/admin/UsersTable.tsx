import { Badge, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { authClient } from "../../auth-client";
import { isAdminRole } from "./AdminGuard";
import type { AdminUser } from "./types";
import { UserActions } from "./UserActions";

function banText(user: AdminUser): string {
  const until = user.banExpires ? `until ${new Date(user.banExpires).toLocaleString()}` : "permanently";
  return `Banned ${until}${user.banReason ? `: ${user.banReason}` : ""}`;
}

/** The users of one result page, with their state and a menu of actions each. */
export function UsersTable({
  users,
  onError,
}: {
  users: AdminUser[];
  onError: (message: string | null) => void;
}) {
  const { data: session } = authClient.useSession();
  return (
    <Table.ScrollContainer minWidth={330}>
      <Table aria-label="Users" verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th visibleFrom="sm">Created</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr
              key={u.id}
              data-email={u.email}
              bg={u.banned ? "var(--mantine-color-red-light)" : undefined}
            >
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {u.name || "—"}
                    {u.id === session?.user.id && (
                      <Badge ml="xs" size="xs" variant="light">
                        You
                      </Badge>
                    )}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                    {u.email}
                  </Text>
                  <Group gap={4} mt={4}>
                    {u.banned && (
                      <Badge color="red" variant="filled">
                        Banned
                      </Badge>
                    )}
                    {!u.emailVerified && (
                      <Badge color="yellow" variant="light">
                        Unverified
                      </Badge>
                    )}
                    {!u.banned && u.emailVerified && (
                      <Badge color="green" variant="light">
                        Active
                      </Badge>
                    )}
                  </Group>
                  {u.banned && (
                    <Text size="xs" c="var(--mantine-color-red-text)" mt={2}>
                      {banText(u)}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td w={1} style={{ whiteSpace: "nowrap" }}>
                <Badge
                  w="max-content"
                  variant={isAdminRole(u.role) ? "filled" : "light"}
                  color={isAdminRole(u.role) ? "grape" : "gray"}
                >
                  {isAdminRole(u.role) ? "Admin" : (u.role ?? "user")}
                </Badge>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm">{new Date(u.createdAt).toLocaleDateString()}</Text>
              </Table.Td>
              <Table.Td>
                <UserActions user={u} self={u.id === session?.user.id} onError={onError} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
