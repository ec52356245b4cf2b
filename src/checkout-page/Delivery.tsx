import { useEffect, useState } from "react";
import { checkoutApi } from "./api";
import type { CheckoutDelivery, DeliveredBenefit } from "./types";
import { Anchor, Button, ButtonLink, Loader } from "./ui/controls";
import { Group, Paper, Stack, Text, Title } from "./ui/layout";
import { useDelivery } from "./useDelivery";

const day = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium" });

function LicenseKey({ license }: { license: NonNullable<DeliveredBenefit["license_key"]> }) {
  const limits = [
    license.expires_at ? `valid until ${day(license.expires_at)}` : null,
    license.limit_activations ? `up to ${license.limit_activations} activations` : null,
    license.limit_usage ? `up to ${license.limit_usage} uses` : null,
  ].filter(Boolean);
  return (
    <Stack gap={4}>
      <Group gap="xs" nowrap>
        <figure className="k-figure" aria-label="License key">
          <code className="k-code">{license.key}</code>
        </figure>
        <CopyButton value={license.key} />
      </Group>
      {limits.length > 0 && (
        <Text size="xs" c="dimmed">
          {limits.join(", ")}
        </Text>
      )}
    </Stack>
  );
}

/** Copies `value` to the clipboard; says "Copied" for a moment. */
function CopyButton({ value }: { value: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      size="xs"
      variant="light"
      onClick={() =>
        void navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => {},
        )
      }
    >
      {copied ? "Copied" : "Copy"}
    </Button>
  );
}

/** One benefit of the purchase: its key, its download links or its note once granted. */
function DeliveredItem({ benefit }: { benefit: DeliveredBenefit }) {
  return (
    <Paper padding="sm" data-benefit={benefit.type}>
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {benefit.description}
        </Text>
        {benefit.status === "granting" && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Preparing…
            </Text>
          </Group>
        )}
        {benefit.status === "failed" && (
          <Text size="sm" c="orange">
            This could not be delivered yet. The seller has been told and it will be emailed to you.
          </Text>
        )}
        {benefit.status === "revoked" && (
          <Text size="sm" c="dimmed">
            This is no longer available.
          </Text>
        )}
        {benefit.license_key && <LicenseKey license={benefit.license_key} />}
        {benefit.downloadables.map((file) => (
          <Group key={file.id} gap="xs">
            <Anchor href={file.url} size="sm" download={file.name}>
              Download {file.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {file.size_readable}
            </Text>
          </Group>
        ))}
        {benefit.note && (
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {benefit.note}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * "Open your portal": signs the buyer in with a fresh customer session when the checkout allows
 * it (the session is made only on click), else opens the portal's email sign-in.
 */
function PortalLink({ secret, delivery }: { secret: string; delivery: CheckoutDelivery }) {
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!delivery.customer_portal_sign_in) {
    return (
      <Stack gap={4} align="center">
        <ButtonLink href={delivery.customer_portal_url} variant="default">
          Open your portal
        </ButtonLink>
        {delivery.customer_email && (
          <Text size="xs" c="dimmed">
            Sign in there with {delivery.customer_email}.
          </Text>
        )}
      </Stack>
    );
  }
  const open = async () => {
    setOpening(true);
    setError(null);
    try {
      const session = await checkoutApi.customerSession(secret);
      window.location.assign(session.customer_portal_url);
    } catch (e) {
      setOpening(false);
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Stack gap={4} align="center">
      <Button variant="default" loading={opening} onClick={() => void open()}>
        Open your portal
      </Button>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The confirmation page's delivery: what the purchase gave, as it is granted, and the portal. */
export function DeliveryPanel({ secret }: { secret: string }) {
  const state = useDelivery(secret);
  if (state.kind === "loading") return <Loader size="sm" label="Loading your purchase" />;
  if (state.kind === "expired") {
    return (
      <Text size="sm" c="dimmed">
        Your license keys and downloads were emailed to you, and they are in the seller's customer portal.
      </Text>
    );
  }
  if (state.kind === "error") {
    return (
      <Text size="sm" c="dimmed">
        Your purchase details could not be loaded here ({state.message}); they are emailed to you.
      </Text>
    );
  }
  const { delivery, waiting } = state;
  return (
    <Stack gap="sm" style={{ width: "100%", textAlign: "left" }}>
      {delivery.benefits.length > 0 && (
        <Title order={2} size="section">
          Your purchase
        </Title>
      )}
      {delivery.benefits.map((b) => (
        <DeliveredItem key={b.id} benefit={b} />
      ))}
      {!waiting && !delivery.complete && (
        <Text size="sm" c="dimmed">
          The rest is still being prepared and will be emailed to you.
        </Text>
      )}
      <PortalLink secret={secret} delivery={delivery} />
    </Stack>
  );
}
