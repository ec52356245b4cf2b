import { Button, Stack, Text, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ApiError, portalApi, unwrap } from "../api";
import { AddressFields } from "../billing/AddressFields";
import { addressDraft, addressInput } from "../billing/address";
import { keys, type Order } from "../calls";
import { errorMessage } from "../format";
import { ErrorAlert } from "../ui";

/** An invoice needs a billing name and address: the customer adds them to this order first. */
export function OrderBillingForm({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(order.billing_name ?? "");
  const [address, setAddress] = useState(addressDraft(order.billing_address));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setError(null);
    setErrors({});
    try {
      const updated = await unwrap(
        portalApi.PATCH("/v1/customer-portal/orders/{id}", {
          params: { path: { id: order.id } },
          body: { billing_name: name.trim() || null, billing_address: addressInput(address) },
        }),
      );
      queryClient.setQueryData(keys.order(order.id), updated);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) setErrors(err.fields);
      else setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Invoice details">
      <Stack gap="sm">
        <Text size="sm">Add the name and address to print on the invoice.</Text>
        <TextInput
          label="Billing name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.billing_name}
          autoComplete="name"
        />
        <AddressFields value={address} onChange={setAddress} errors={errors} />
        <ErrorAlert message={error} />
        <div>
          <Button type="submit" loading={saving}>
            Save invoice details
          </Button>
        </div>
      </Stack>
    </form>
  );
}
