import { Button, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { portalApi, unwrap } from "../api";
import type { Order } from "../calls";
import { downloadUrl } from "../download";
import { errorMessage, formatDate, formatMoney } from "../format";
import { ErrorAlert } from "../ui";

const path = (id: string) => ({ params: { path: { id } } });

/** The credit notes the order's refunds issued, each with its PDF, next to the invoice. */
export function CreditNotesList({ order }: { order: Order }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const notes = useQuery({
    queryKey: ["portal", "orders", order.id, "credit-notes", order.refunded_amount],
    queryFn: () => unwrap(portalApi.GET("/v1/customer-portal/orders/{id}/credit-notes", path(order.id))),
    enabled: order.refunded_amount > 0,
  });
  if (order.refunded_amount <= 0 || !notes.data?.length) return null;

  const download = async (id: string, number: string) => {
    setBusy(id);
    setError(null);
    try {
      const { url } = await unwrap(portalApi.GET("/v1/customer-portal/credit-notes/{id}/pdf", path(id)));
      downloadUrl(url, `Credit-note-${number}.pdf`);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="xs" aria-label="Credit notes">
      <Text size="sm" fw={500}>
        Credit notes
      </Text>
      {notes.data.map((note) => (
        <Group key={note.id} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {note.number} · {formatDate(note.created_at)} · {formatMoney(-note.total_amount, note.currency)}
          </Text>
          <Button
            size="xs"
            variant="default"
            loading={busy === note.id}
            onClick={() => void download(note.id, note.number)}
            aria-label={`Download credit note ${note.number}`}
          >
            Download
          </Button>
        </Group>
      ))}
      <ErrorAlert message={error} />
    </Stack>
  );
}
