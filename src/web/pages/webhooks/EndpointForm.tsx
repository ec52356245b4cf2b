import { Group, Select, Stack, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { api, type Schemas, unwrap, type WebhookEndpoint, type WebhookFormat } from "../../api/v1";
import { SectionCard } from "../../components/SectionCard";
import { FormActions } from "../catalog/shared/FormActions";
import { FormErrors, isHttpUrl, useFormErrors } from "../catalog/shared/formErrors";
import { EventPicker } from "./EventPicker";
import { FORMAT_OPTIONS } from "./eventTypes";
import { webhookKeys } from "./keys";

/** URL, name, format and subscribed events of a new or existing webhook endpoint. */
export function EndpointForm({ endpoint }: { endpoint?: WebhookEndpoint }) {
  const [url, setUrl] = useState(endpoint?.url ?? "");
  const [name, setName] = useState(endpoint?.name ?? "");
  const [format, setFormat] = useState<WebhookFormat>(endpoint?.format ?? "raw");
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? []);
  const [saving, setSaving] = useState(false);
  const form = useFormErrors();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editing = endpoint !== undefined;
  /** A server error on one item ("events.3") is shown under the picker with the type it names. */
  const eventsError = (): string | undefined => {
    const own = form.field("events");
    if (own) return own;
    const key = Object.keys(form.errors).find((k) => k.startsWith("events."));
    if (!key) return undefined;
    const index = Number(key.split(".")[1]);
    const message = form.field(key);
    return events[index] ? `${events[index]}: ${message}` : message;
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const errors: Record<string, string> = {};
    if (!url.trim()) errors.url = "Enter the URL Kassa should send events to";
    else if (!isHttpUrl(url.trim())) errors.url = "Enter an http:// or https:// URL";
    if (events.length === 0) errors.events = "Choose at least one event";
    if (!form.validate(errors)) return;
    setSaving(true);
    // The picker offers the document's event types only.
    const body = {
      url: url.trim(),
      name: name.trim() || null,
      format,
      events: events as Schemas["WebhookEndpointCreate"]["events"],
    };
    try {
      const saved = editing
        ? await unwrap(
            api.PATCH("/v1/webhooks/endpoints/{id}", { params: { path: { id: endpoint.id } }, body }),
          )
        : await unwrap(api.POST("/v1/webhooks/endpoints", { body }));
      await queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints });
      notifications.show({ message: editing ? "Endpoint saved" : "Endpoint created" });
      if (editing) form.clear();
      else navigate(`/webhooks/${saved.id}`);
    } catch (err) {
      form.fail(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? "Edit endpoint" : "New endpoint"}>
      <Stack gap="lg">
        <SectionCard title="Endpoint">
          <TextInput
            label="URL"
            description="Kassa POSTs each event here and expects a 2xx answer within 10 seconds."
            placeholder="https://example.com/webhooks/kassa"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            error={form.field("url")}
            inputMode="url"
          />
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput
              label="Name"
              description="Optional, to tell endpoints apart."
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={form.field("name")}
              style={{ flex: "2 1 200px" }}
            />
            <Select
              label="Format"
              description="Raw JSON, or a chat message."
              data={FORMAT_OPTIONS}
              value={format}
              onChange={(v) => v && setFormat(v as WebhookFormat)}
              allowDeselect={false}
              error={form.field("format")}
              style={{ flex: "1 1 160px" }}
            />
          </Group>
        </SectionCard>
        <SectionCard title="Events" description="Only the events you choose are sent to this endpoint.">
          <EventPicker value={events} onChange={setEvents} error={eventsError()} />
        </SectionCard>
        <FormErrors form={form} />
        <FormActions
          submitLabel={editing ? "Save endpoint" : "Create endpoint"}
          loading={saving}
          cancelTo="/webhooks"
        />
      </Stack>
    </form>
  );
}
