import { Button, Checkbox, Group, Modal, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ApiError, api, unwrap } from "../../api/v1";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { formatMoney, fromMinor, toMinor } from "../catalog/shared/money";
import { type Order, REFUND_REASONS, type RefundReason } from "./types";

/**
 * The refund form of an order: an amount before tax (at most what is left; the order's tax share
 * is added), a reason, an optional internal comment, and whether to revoke the order's benefits.
 */
export function RefundDialog({
  order,
  opened,
  onClose,
}: {
  order: Order;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState(() => fromMinor(order.refundable_amount, order.currency));
  const [reason, setReason] = useState<RefundReason>("customer_request");
  const [comment, setComment] = useState("");
  const [revoke, setRevoke] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const subscriptionOrder = order.subscription_id !== null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const minor = toMinor(amount, order.currency);
    if (typeof minor === "string") return setFieldErrors({ amount: minor });
    if (minor < 1) return setFieldErrors({ amount: "Must be greater than 0" });
    if (minor > order.refundable_amount) {
      return setFieldErrors({
        amount: `At most ${formatMoney(order.refundable_amount, order.currency)} is left to refund`,
      });
    }
    setFieldErrors({});
    setSaving(true);
    try {
      const refund = await unwrap(
        api.POST("/v1/refunds/", {
          body: {
            order_id: order.id,
            amount: minor,
            reason,
            comment: comment.trim() || null,
            revoke_benefits: revoke,
          },
        }),
      );
      notifications.show({
        message:
          refund.status === "succeeded"
            ? `Refunded ${formatMoney(refund.amount + refund.tax_amount, refund.currency)}`
            : "The refund is being processed",
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["v1", "orders"] }),
        queryClient.invalidateQueries({ queryKey: ["v1", "refunds"] }),
        queryClient.invalidateQueries({ queryKey: ["v1", "benefit-grants"] }),
      ]);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length) setFieldErrors(err.fields);
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Refund order" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {formatMoney(order.refundable_amount, order.currency)} of{" "}
            {formatMoney(order.net_amount, order.currency)} can still be refunded (before tax). The order's
            share of tax is refunded with it.
          </Text>
          <TextInput
            label={`Amount (${order.currency.toUpperCase()}, before tax)`}
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            error={fieldErrors.amount}
            inputMode="decimal"
            required
            data-autofocus
          />
          <Select
            label="Reason"
            data={REFUND_REASONS}
            value={reason}
            onChange={(v) => v && setReason(v as RefundReason)}
            allowDeselect={false}
            error={fieldErrors.reason}
          />
          <Textarea
            label="Comment"
            description="Internal note, not shown to the customer"
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
            autosize
            minRows={2}
            error={fieldErrors.comment}
          />
          <Checkbox
            label="Revoke the benefits this order granted"
            description={
              subscriptionOrder
                ? "A subscription's benefits end with the subscription."
                : "License keys stop validating, downloads stop working."
            }
            checked={revoke}
            disabled={subscriptionOrder}
            onChange={(e) => setRevoke(e.currentTarget.checked)}
            error={fieldErrors.revoke_benefits}
          />
          <ErrorAlert message={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={saving}>
              Refund
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
