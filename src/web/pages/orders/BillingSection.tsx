import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { addressLines } from "../../../shared/address-format";
import { ApiError, api, type Schemas, unwrap } from "../../api/v1";

type AddressInput = NonNullable<Schemas["AddressInput"]>;

import { ErrorAlert } from "../../components/ErrorAlert";
import { errorMessage } from "../../components/errors";
import { SectionCard } from "../../components/SectionCard";
import type { Order, OrderAddress } from "./types";

const FIELDS = ["line1", "line2", "postal_code", "city", "state", "country"] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  line1: "Address line 1",
  line2: "Address line 2",
  postal_code: "Postal code",
  city: "City",
  state: "State",
  country: "Country (ISO code)",
};

export function addressText(a: OrderAddress | null): string[] {
  return a ? addressLines(a) : [];
}

function BillingForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(order.billing_name ?? "");
  const [address, setAddress] = useState<Record<string, string>>(() =>
    Object.fromEntries(FIELDS.map((f) => [f, order.billing_address?.[f] ?? ""])),
  );
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const locked = order.billing_address !== null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setError(null);
    setFields({});
    const hasAddress = FIELDS.some((f) => address[f]?.trim());
    try {
      await unwrap(
        api.PATCH("/v1/orders/{id}", {
          params: { path: { id: order.id } },
          body: {
            billing_name: name.trim() || null,
            billing_address: hasAddress
              ? {
                  line1: address.line1?.trim() || null,
                  line2: address.line2?.trim() || null,
                  postal_code: address.postal_code?.trim() || null,
                  city: address.city?.trim() || null,
                  state: address.state?.trim() || null,
                  // A free text field: an unknown code comes back as a 422 on billing_address.country.
                  country: (address.country?.trim().toUpperCase() || undefined) as AddressInput["country"],
                }
              : order.billing_address
                ? undefined
                : null,
          },
        }),
      );
      notifications.show({ message: "Billing details saved" });
      await queryClient.invalidateQueries({ queryKey: ["v1", "orders"] });
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setFields(err.fields);
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Billing name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={fields.billing_name}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FIELDS.map((f) => (
            <TextInput
              key={f}
              label={LABELS[f]}
              value={address[f]}
              onChange={(e) => setAddress({ ...address, [f]: e.currentTarget.value })}
              error={fields[`billing_address.${f}`] ?? (f === "country" ? fields.billing_address : undefined)}
              disabled={locked && (f === "country" || f === "state")}
              description={locked && f === "country" ? "Fixed: it decided the tax" : undefined}
            />
          ))}
        </SimpleGrid>
        <ErrorAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The billing name and address the invoice shows; editable until the invoice is generated. */
export function BillingSection({ order }: { order: Order }) {
  const [editing, setEditing] = useState(false);
  const lines = [order.billing_name, ...addressText(order.billing_address)].filter(Boolean);
  return (
    <SectionCard title="Billing details">
      {lines.length ? (
        <Stack gap={2}>
          {lines.map((l) => (
            <Text key={l} size="sm">
              {l}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No billing name or address.
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          size="xs"
          onClick={() => setEditing(true)}
          disabled={order.is_invoice_generated}
        >
          Edit billing details
        </Button>
        {order.is_invoice_generated && (
          <Text size="xs" c="dimmed">
            Frozen: the invoice has been generated.
          </Text>
        )}
      </Group>
      <Modal opened={editing} onClose={() => setEditing(false)} title="Billing details" centered size="lg">
        {editing && <BillingForm order={order} onClose={() => setEditing(false)} />}
      </Modal>
    </SectionCard>
  );
}
