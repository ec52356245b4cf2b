import { Button, Group, Select, Stack, Switch, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, type Organization, unwrap } from "../../../api/v1";
import { SectionCard } from "../../../components/SectionCard";
import { FormErrors, parseInteger, useFormErrors } from "../shared/formErrors";
import { catalogKeys } from "../shared/keys";

type Settings = Organization["subscription_settings"];

/** How subscriptions behave: multiple per customer, self-service changes, proration, grace period. */
export function SubscriptionSection({ org }: { org: Organization }) {
  const s = org.subscription_settings;
  const [multiple, setMultiple] = useState(s.allow_multiple_subscriptions);
  const [updates, setUpdates] = useState(s.allow_customer_updates);
  const [proration, setProration] = useState<Settings["proration_behavior"]>(s.proration_behavior);
  const [grace, setGrace] = useState(String(s.benefit_revocation_grace_period));
  const [saving, setSaving] = useState(false);
  const form = useFormErrors();
  const queryClient = useQueryClient();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const days = parseInteger(grace);
    const key = "subscription_settings.benefit_revocation_grace_period";
    if (!form.validate(days == null || days < 0 ? { [key]: "A whole number of days, 0 or more" } : {}))
      return;
    setSaving(true);
    try {
      await unwrap(
        api.PATCH("/v1/organizations/{id}", {
          params: { path: { id: org.id } },
          body: {
            subscription_settings: {
              allow_multiple_subscriptions: multiple,
              allow_customer_updates: updates,
              proration_behavior: proration,
              benefit_revocation_grace_period: days ?? undefined,
            },
          },
        }),
      );
      await queryClient.invalidateQueries({ queryKey: catalogKeys.organization });
      notifications.show({ message: "Subscription settings saved" });
    } catch (err) {
      form.fail(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard title="Subscriptions">
      <form onSubmit={submit} noValidate aria-label="Subscription settings">
        <Stack gap="sm">
          <Switch
            label="Allow multiple subscriptions per customer"
            checked={multiple}
            onChange={(e) => setMultiple(e.currentTarget.checked)}
          />
          <Switch
            label="Allow customers to change their plan in the portal"
            checked={updates}
            onChange={(e) => setUpdates(e.currentTarget.checked)}
          />
          <Select
            label="Proration on plan changes"
            data={[
              { value: "prorate", label: "Prorate on the next invoice" },
              { value: "invoice", label: "Invoice the difference immediately" },
              { value: "next_period", label: "Apply from the next period" },
            ]}
            value={proration}
            onChange={(v) => v && setProration(v as Settings["proration_behavior"])}
            allowDeselect={false}
            error={form.field("subscription_settings.proration_behavior")}
          />
          <TextInput
            label="Benefit revocation grace period (days)"
            description="How long benefits stay after a failed renewal payment."
            inputMode="numeric"
            value={grace}
            onChange={(e) => setGrace(e.currentTarget.value)}
            error={form.field("subscription_settings.benefit_revocation_grace_period")}
          />
          <FormErrors form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Save subscription settings
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
