import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { api, unwrap } from "../../api/v1";
import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { SectionCard } from "../../components/SectionCard";
import { type Order, orderKeys } from "./types";

const POLL_MS = 1500;
const POLL_LIMIT = 20;

/**
 * Generate (or regenerate, after refunds) the order's invoice PDF and download it. Generation runs
 * in the background: the order is polled until the invoice exists.
 */
export function InvoiceSection({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<"generate" | "download" | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const polls = useRef(0);
  const generatedBefore = useRef(order.is_invoice_generated);

  useEffect(() => {
    if (!waiting) return;
    if (order.is_invoice_generated && !generatedBefore.current) {
      setWaiting(false);
      notifications.show({ message: "The invoice is ready" });
      return;
    }
    if (polls.current >= POLL_LIMIT) {
      setWaiting(false);
      return;
    }
    const timer = setTimeout(() => {
      polls.current += 1;
      void queryClient.invalidateQueries({ queryKey: orderKeys.one(order.id) });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, order, queryClient]);

  const billingMissing = !order.billing_name || !order.billing_address;
  const generate = async () => {
    setBusy("generate");
    setError(null);
    try {
      await unwrap(api.POST("/v1/orders/{id}/invoice", { params: { path: { id: order.id } } }));
      generatedBefore.current = false;
      polls.current = 0;
      setWaiting(!order.is_invoice_generated);
      notifications.show({
        message: order.is_invoice_generated
          ? "The invoice is being generated again; download it in a moment"
          : "The invoice is being generated",
      });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };
  const download = async () => {
    setBusy("download");
    setError(null);
    try {
      const { url } = await unwrap(
        api.GET("/v1/orders/{id}/invoice", { params: { path: { id: order.id } } }),
      );
      window.location.assign(url);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <SectionCard title="Invoice" description={`Invoice number ${order.invoice_number}`}>
      {!order.paid ? (
        <Text size="sm" c="dimmed">
          An invoice can be generated once the order is paid.
        </Text>
      ) : billingMissing ? (
        <Text size="sm" c="dimmed">
          Add a billing name and address to generate the invoice.
        </Text>
      ) : (
        <Group gap="sm">
          <Button
            variant={order.is_invoice_generated ? "default" : "filled"}
            loading={busy === "generate" || waiting}
            onClick={() => void generate()}
          >
            {order.is_invoice_generated ? "Regenerate invoice" : "Generate invoice"}
          </Button>
          {order.is_invoice_generated && (
            <Button loading={busy === "download"} onClick={() => void download()}>
              Download PDF
            </Button>
          )}
        </Group>
      )}
      <ErrorAlert message={error} />
    </SectionCard>
  );
}
