import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { ApiError, portalApi, unwrap } from "../api";
import type { PortalCustomer } from "../calls";
import { errorMessage } from "../format";
import { ErrorAlert, SectionCard } from "../ui";

/** Change the email address: a link is sent to the new address, and opening it makes the change. */
export function EmailSection({ customer }: { customer: PortalCustomer }) {
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setFieldError(null);
    try {
      await unwrap(
        portalApi.POST("/v1/customer-portal/customers/me/email-update/request", {
          body: { email: email.trim() },
        }),
      );
      setSentTo(email.trim());
      setEmail("");
    } catch (err) {
      if (err instanceof ApiError && err.fields.email) setFieldError(err.fields.email);
      else setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <SectionCard
      title="Email address"
      description={`You sign in and get receipts at ${customer.email ?? "—"}.`}
    >
      {sentTo ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" role="status">
            We sent a confirmation link to <b>{sentTo}</b>. Open it to finish the change; until then your
            email stays {customer.email}.
          </Text>
          <Button variant="subtle" size="xs" onClick={() => setSentTo(null)}>
            Use another address
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Change email">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="New email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={fieldError}
              style={{ flex: "1 1 240px" }}
            />
            <Button type="submit" loading={busy} mt={{ base: 0, xs: 25 }} disabled={!email.trim()}>
              Send confirmation link
            </Button>
          </Group>
        </form>
      )}
      <ErrorAlert message={error} />
    </SectionCard>
  );
}
