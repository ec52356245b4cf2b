import { Button, Group, Modal, Select, Stack, Text, Textarea } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { portalApi, unwrap } from "../api";
import type { Subscription } from "../calls";
import { CANCELLATION_REASONS, type CancellationReason, formatDate } from "../format";
import { ErrorAlert } from "../ui";
import { useSubscriptionAction } from "./useSubscriptionAction";

/** Cancel at the end of the period, with why (Polar's reasons) and an optional comment. */
export function CancelDialog({ sub, onClose }: { sub: Subscription; onClose: () => void }) {
  const action = useSubscriptionAction();
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [comment, setComment] = useState("");
  const end = formatDate(sub.current_period_end);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await action.run(
      () =>
        unwrap(
          portalApi.PATCH("/v1/customer-portal/subscriptions/{id}", {
            params: { path: { id: sub.id } },
            body: {
              cancel_at_period_end: true,
              cancellation_reason: reason,
              cancellation_comment: comment.trim() || null,
            },
          }),
        ),
      `Your subscription ends on ${end}`,
    );
    if (ok) onClose();
  };
  return (
    <Modal opened onClose={onClose} title="Cancel subscription" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            You keep access to {sub.product.name} until {end}. It is not renewed after that, and you can
            change your mind until then.
          </Text>
          <Select
            label="Why are you canceling?"
            placeholder="Choose a reason (optional)"
            clearable
            data={CANCELLATION_REASONS.map((r) => ({ value: r.value, label: r.label }))}
            value={reason}
            onChange={(v) => setReason(CANCELLATION_REASONS.find((r) => r.value === v)?.value ?? null)}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label="Anything else you'd like to tell us?"
            placeholder="Optional"
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={10_000}
          />
          <ErrorAlert message={action.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={action.busy}>
              Keep subscription
            </Button>
            <Button type="submit" color="red" loading={action.busy}>
              Cancel subscription
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
