import { Badge, Button, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { api, unwrap } from "../../api/v1";
import { SectionCard } from "../../components/SectionCard";
import { formatDateTime } from "../catalog/shared/format";
import { FormErrors, useFormErrors } from "../catalog/shared/formErrors";
import { type CustomerDraft, customerTitle, formatAddress, fromCustomer, toUpdate } from "./draft";
import { type Customer, customerKeys } from "./types";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ wordBreak: "break-word" }}>
        {children}
      </Text>
    </div>
  );
}

function ProfileView({ customer: c }: { customer: Customer }) {
  const metadata = Object.entries(c.metadata);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Field label="Email">
        <Group gap={6}>
          {c.email}
          <Badge size="xs" variant="light" color={c.email_verified ? "green" : "gray"}>
            {c.email_verified ? "verified" : "unverified"}
          </Badge>
        </Group>
      </Field>
      <Field label="Name">{c.name ?? "—"}</Field>
      <Field label="External ID">
        <Text ff="monospace" size="sm" span>
          {c.external_id ?? "—"}
        </Text>
      </Field>
      <Field label="Billing name">{c.billing_name ?? "—"}</Field>
      <Field label="Billing address">{formatAddress(c.billing_address)}</Field>
      <Field label="Tax ID">{c.tax_id ? `${c.tax_id[0]} (${c.tax_id[1]})` : "—"}</Field>
      <Field label="Locale">{c.locale ?? "—"}</Field>
      <Field label="Created">{formatDateTime(c.created_at)}</Field>
      <Field label="Metadata">
        {metadata.length ? metadata.map(([k, v]) => `${k}: ${String(v)}`).join(", ") : "—"}
      </Field>
      <Field label="ID">
        <Text ff="monospace" size="xs" span>
          {c.id}
        </Text>
      </Field>
    </SimpleGrid>
  );
}

function ProfileForm({ customer, onDone }: { customer: Customer; onDone: () => void }) {
  const [draft, setDraft] = useState<CustomerDraft>(() => fromCustomer(customer));
  const [saving, setSaving] = useState(false);
  const form = useFormErrors();
  const queryClient = useQueryClient();
  const set = (patch: Partial<CustomerDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const { body, errors } = toUpdate(customer, draft);
    if (!form.validate(errors)) return;
    if (Object.keys(body).length === 0) return onDone();
    setSaving(true);
    try {
      const saved = await unwrap(
        api.PATCH("/v1/customers/{id}", { params: { path: { id: customer.id } }, body }),
      );
      queryClient.setQueryData(customerKeys.one(customer.id), saved);
      await queryClient.invalidateQueries({ queryKey: customerKeys.all });
      notifications.show({ message: `${customerTitle(saved)} saved` });
      onDone();
    } catch (err) {
      form.fail(err);
    } finally {
      setSaving(false);
    }
  };

  const locked = customer.external_id !== null;
  return (
    <form onSubmit={submit} noValidate aria-label="Edit customer">
      <Stack gap="md">
        <TextInput
          label="Name"
          value={draft.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={form.field("name")}
        />
        <TextInput
          label="Email"
          type="email"
          required
          value={draft.email}
          onChange={(e) => set({ email: e.currentTarget.value })}
          error={form.field("email")}
          description="Changing it marks the address unverified."
        />
        <TextInput
          label="External ID"
          value={draft.externalId}
          onChange={(e) => set({ externalId: e.currentTarget.value })}
          error={form.field("external_id")}
          disabled={locked}
          description={
            locked
              ? "The external ID cannot be changed once set."
              : "The customer's ID in your own system. It can be set once."
          }
        />
        <FormErrors form={form} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save customer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The customer's profile, with an edit form for name, email and external ID. */
export function ProfileSection({ customer }: { customer: Customer }) {
  const [editing, setEditing] = useState(false);
  return (
    <SectionCard title="Profile">
      {editing ? (
        <ProfileForm customer={customer} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="md">
          <ProfileView customer={customer} />
          <Group justify="flex-end">
            <Button size="xs" variant="default" onClick={() => setEditing(true)}>
              Edit
            </Button>
          </Group>
        </Stack>
      )}
    </SectionCard>
  );
}
