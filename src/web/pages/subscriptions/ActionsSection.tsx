import { Button, Group, Modal, Select, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api, unwrap } from "../../api/v1";
import { ConfirmAction } from "../../components/ConfirmAction";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { SectionCard } from "../../components/SectionCard";
import { formatDate } from "../catalog/shared/format";
import { CANCELLATION_REASONS, type CancellationReason, type Subscription } from "./types";

/** Refreshes everything a subscription change can touch (the subscription, its orders, the customer). */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["v1", "subscriptions"] }),
      queryClient.invalidateQueries({ queryKey: ["v1", "orders"] }),
      queryClient.invalidateQueries({ queryKey: ["v1", "customers"] }),
    ]);
}

/** Cancel at the end of the period, with Polar's reason list and a free comment. */
function CancelDialog({ sub, opened, onClose }: { sub: Subscription; opened: boolean; onClose: () => void }) {
  const refresh = useRefreshSubscription();
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await unwrap(
        api.PATCH("/v1/subscriptions/{id}", {
          params: { path: { id: sub.id } },
          body: {
            cancel_at_period_end: true,
            customer_cancellation_reason: reason,
            customer_cancellation_comment: comment.trim() || null,
          },
        }),
      );
      notifications.show({ message: `The subscription ends on ${formatDate(sub.current_period_end)}` });
      await refresh();
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Cancel at period end" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            The customer keeps access until {formatDate(sub.current_period_end)}; the subscription is not
            renewed.
          </Text>
          <Select
            label="Reason"
            placeholder="No reason given"
            clearable
            data={CANCELLATION_REASONS}
            value={reason}
            onChange={(v) => setReason(CANCELLATION_REASONS.find((r) => r.value === v)?.value ?? null)}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label="Comment"
            placeholder="Optional"
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={10_000}
          />
          <ErrorAlert message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Keep it
            </Button>
            <Button type="submit" color="orange" loading={saving}>
              Cancel at period end
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Cancel at period end / uncancel / revoke now, as the subscription's state allows. */
export function ActionsSection({ sub }: { sub: Subscription }) {
  const refresh = useRefreshSubscription();
  const [dialog, setDialog] = useState<"cancel" | "revoke" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (sub.ended_at || sub.status === "canceled" || sub.status === "incomplete_expired") {
    return (
      <SectionCard title="Actions">
        <Text size="sm" c="dimmed">
          This subscription has ended; nothing can be changed.
        </Text>
      </SectionCard>
    );
  }
  const uncancel = async () => {
    setBusy(true);
    setError(null);
    try {
      await unwrap(
        api.PATCH("/v1/subscriptions/{id}", {
          params: { path: { id: sub.id } },
          body: { cancel_at_period_end: false },
        }),
      );
      notifications.show({ message: "The subscription renews again" });
      await refresh();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const dropPending = async () => {
    setBusy(true);
    setError(null);
    try {
      await unwrap(
        api.PATCH("/v1/subscriptions/{id}", {
          params: { path: { id: sub.id } },
          // openapi-fetch's Writable<> turns a null-only property into `never`; `{pending_update: null}` is the documented body.
          body: { pending_update: null } as unknown as { pending_update?: never },
        }),
      );
      notifications.show({ message: "The scheduled plan change was dropped" });
      await refresh();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SectionCard title="Actions">
      <Group gap="sm">
        {sub.cancel_at_period_end ? (
          <Button variant="light" onClick={() => void uncancel()} loading={busy}>
            Uncancel
          </Button>
        ) : (
          <Button variant="light" color="orange" onClick={() => setDialog("cancel")}>
            Cancel at period end…
          </Button>
        )}
        {sub.pending_update && (
          <Button variant="default" onClick={() => void dropPending()} loading={busy}>
            Drop scheduled change
          </Button>
        )}
        <Button variant="light" color="red" onClick={() => setDialog("revoke")}>
          Revoke now…
        </Button>
      </Group>
      <ErrorAlert message={error} />
      {dialog === "cancel" && <CancelDialog sub={sub} opened onClose={() => setDialog(null)} />}
      <ConfirmAction
        opened={dialog === "revoke"}
        onClose={() => setDialog(null)}
        title="Revoke subscription"
        confirmLabel="Revoke now"
        onConfirm={async () => {
          await unwrap(
            api.PATCH("/v1/subscriptions/{id}", { params: { path: { id: sub.id } }, body: { revoke: true } }),
          );
          notifications.show({ message: "The subscription was revoked" });
          await refresh();
        }}
      >
        The subscription ends now and the customer loses its benefits. Nothing is refunded. This cannot be
        undone.
      </ConfirmAction>
    </SectionCard>
  );
}
