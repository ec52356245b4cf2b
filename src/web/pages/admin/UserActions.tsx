import { Button, Menu } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { authClient } from "../../auth-client";
import { ConfirmAction } from "../../components/ConfirmAction";
import { errorMessage } from "../../components/errors";
import { unwrap } from "../../components/result";
import { isAdminRole } from "./AdminGuard";
import { BanUserModal } from "./BanUserModal";
import { SessionsModal } from "./SessionsModal";
import { SetPasswordModal } from "./SetPasswordModal";
import type { AdminUser } from "./types";

type Dialog = "ban" | "sessions" | "password" | "delete" | null;

/** The per-user menu: role, ban/unban, impersonate, sessions, password, delete. */
export function UserActions({
  user,
  self,
  onError,
}: {
  user: AdminUser;
  self: boolean;
  /** Shows a failed action's message (null clears it). */
  onError: (message: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin-users"] });
  const admin = isAdminRole(user.role);

  const run = async (action: () => Promise<unknown>, done: string) => {
    onError(null);
    try {
      await action();
      notifications.show({ color: "green", message: done });
      await refresh();
    } catch (e) {
      onError(errorMessage(e));
    }
  };

  const impersonate = async () => {
    onError(null);
    try {
      await unwrap(authClient.admin.impersonateUser({ userId: user.id }));
      window.location.href = "/";
    } catch (e) {
      onError(errorMessage(e, "Could not impersonate this user"));
    }
  };

  return (
    <>
      <Menu position="bottom-end" width={200} withinPortal>
        <Menu.Target>
          <Button size="xs" variant="default" aria-label={`Actions for ${user.email}`}>
            Actions
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user.email}</Menu.Label>
          <Menu.Item
            disabled={self}
            onClick={() =>
              run(
                () => unwrap(authClient.admin.setRole({ userId: user.id, role: admin ? "user" : "admin" })),
                `${user.email} is now ${admin ? "a user" : "an administrator"}`,
              )
            }
          >
            {admin ? "Make user" : "Make admin"}
          </Menu.Item>
          {user.banned ? (
            <Menu.Item
              onClick={() =>
                run(
                  () => unwrap(authClient.admin.unbanUser({ userId: user.id })),
                  `${user.email} was unbanned`,
                )
              }
            >
              Unban
            </Menu.Item>
          ) : (
            <Menu.Item disabled={self} onClick={() => setDialog("ban")}>
              Ban…
            </Menu.Item>
          )}
          <Menu.Item disabled={self || Boolean(user.banned)} onClick={impersonate}>
            Impersonate
          </Menu.Item>
          <Menu.Item onClick={() => setDialog("sessions")}>Sessions…</Menu.Item>
          <Menu.Item onClick={() => setDialog("password")}>Set password…</Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" disabled={self} onClick={() => setDialog("delete")}>
            Delete…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <BanUserModal user={user} opened={dialog === "ban"} onClose={() => setDialog(null)} onDone={refresh} />
      {dialog === "sessions" && <SessionsModal user={user} onClose={() => setDialog(null)} />}
      <SetPasswordModal user={user} opened={dialog === "password"} onClose={() => setDialog(null)} />
      <ConfirmAction
        opened={dialog === "delete"}
        onClose={() => setDialog(null)}
        title="Delete user"
        confirmLabel="Delete user"
        onConfirm={async () => {
          await unwrap(authClient.admin.removeUser({ userId: user.id }));
          notifications.show({ message: `${user.email} was deleted` });
          await refresh();
        }}
      >
        {`Delete ${user.email} with their sessions and sign-in methods? This cannot be undone.`}
      </ConfirmAction>
    </>
  );
}
