import { Button, Group, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { portalApi, unwrap } from "../api";
import { calls, keys, type Order } from "../calls";
import { downloadUrl, wait } from "../download";
import { errorMessage } from "../format";
import { ErrorAlert, SectionCard } from "../ui";
import { CreditNotesList } from "./CreditNotesList";
import { OrderBillingForm } from "./OrderBillingForm";

const POLLS = 20;
const POLL_MS = 1000;

const path = (id: string) => ({ params: { path: { id } } });

/** The order's receipt and invoice as PDFs: the invoice is generated first (in the background), then downloaded. */
export function DocumentsSection({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<"invoice" | "receipt" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const billingMissing = !order.billing_name || !order.billing_address;

  const work = async (which: "invoice" | "receipt", task: () => Promise<void>) => {
    setBusy(which);
    setError(null);
    try {
      await task();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const invoice = () =>
    work("invoice", async () => {
      let current = order;
      if (!current.is_invoice_generated) {
        await unwrap(portalApi.POST("/v1/customer-portal/orders/{id}/invoice", path(order.id)));
        for (let i = 0; i < POLLS && !current.is_invoice_generated; i++) {
          await wait(POLL_MS);
          current = await calls.order(order.id);
        }
        queryClient.setQueryData(keys.order(order.id), current);
        if (!current.is_invoice_generated)
          throw new Error("The invoice is still being prepared. Try again in a minute.");
      }
      const { url } = await unwrap(portalApi.GET("/v1/customer-portal/orders/{id}/invoice", path(order.id)));
      downloadUrl(url, `invoice-${current.invoice_number ?? order.id}.pdf`);
    });

  const receipt = () =>
    work("receipt", async () => {
      for (let i = 0; i < POLLS; i++) {
        const res = await portalApi.GET("/v1/customer-portal/orders/{id}/receipt", path(order.id));
        // 202: the receipt is being prepared.
        if (res.response.status !== 202) {
          const { url } = await unwrap(Promise.resolve(res));
          downloadUrl(url, `receipt-${order.receipt_number ?? order.id}.pdf`);
          return;
        }
        await wait(POLL_MS);
      }
      throw new Error("The receipt is still being prepared. Try again in a minute.");
    });

  return (
    <SectionCard
      title={order.refunded_amount > 0 ? "Invoice, receipt and credit notes" : "Invoice and receipt"}
    >
      {!order.paid ? (
        <Text size="sm" c="dimmed">
          The invoice and receipt are available once the order is paid.
        </Text>
      ) : billingMissing ? (
        <OrderBillingForm order={order} />
      ) : (
        <Group gap="sm">
          <Button loading={busy === "invoice"} onClick={() => void invoice()}>
            Download invoice
          </Button>
          <Button variant="default" loading={busy === "receipt"} onClick={() => void receipt()}>
            Download receipt
          </Button>
        </Group>
      )}
      {order.paid && <CreditNotesList order={order} />}
      <ErrorAlert message={error} />
    </SectionCard>
  );
}
