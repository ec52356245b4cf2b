import { Button, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ApiError, portalApi, unwrap } from "../api";
import { keys, type PortalCustomer } from "../calls";
import { errorMessage } from "../format";
import { ErrorAlert, SectionCard } from "../ui";
import { AddressFields } from "./AddressFields";
import { addressDraft, addressInput } from "./address";

/** The name, address and tax id printed on invoices; the server's 422 messages show under their boxes. */
export function BillingDetailsForm({ customer }: { customer: PortalCustomer }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(customer.billing_name ?? customer.name ?? "");
  const [address, setAddress] = useState(addressDraft(customer.billing_address));
  const [taxId, setTaxId] = useState(customer.tax_id?.[0] ?? "");
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setError(null);
    setFields({});
    try {
      const updated = await unwrap(
        portalApi.PATCH("/v1/customer-portal/customers/me", {
          body: {
            billing_name: name.trim() || null,
            billing_address: addressInput(address),
            tax_id: taxId.trim() || null,
          },
        }),
      );
      queryClient.setQueryData(keys.customer, updated);
      notifications.show({ message: "Your billing details were saved" });
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
        setFields(err.fields);
        setError(err.message);
      } else setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard title="Billing details" description="Printed on your invoices.">
      <form onSubmit={submit} noValidate aria-label="Billing details">
        <Stack gap="sm">
          <TextInput
            label="Billing name"
            description="Your name or your company's"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={fields.billing_name}
            autoComplete="organization"
          />
          <AddressFields value={address} onChange={setAddress} errors={fields} />
          <TextInput
            label="Tax ID"
            description="For example a VAT number (DE123456789)"
            value={taxId}
            onChange={(e) => setTaxId(e.currentTarget.value)}
            error={fields.tax_id}
          />
          <ErrorAlert message={error} />
          <div>
            <Button type="submit" loading={saving}>
              Save billing details
            </Button>
          </div>
        </Stack>
      </form>
    </SectionCard>
  );
}
