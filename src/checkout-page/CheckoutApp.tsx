import {
  Anchor,
  Avatar,
  Badge,
  Box,
  CloseButton,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  useComputedColorScheme,
} from "@mantine/core";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { checkoutApi } from "./api";
import { CheckoutView } from "./CheckoutView";
import { isEmbedded, postToEmbedder } from "./embed";
import { type PaymentSetup, paymentSetup } from "./payment-setup";
import {
  ExpiredView,
  LoadErrorView,
  MissingView,
  ProcessingView,
  RedirectingView,
  SuccessView,
} from "./ResultViews";
import { type CheckoutRoute, isOwnConfirmation } from "./route";
import type { Checkout, PaymentsConfig } from "./types";
import { type Phase, useCheckout } from "./useCheckout";
import { failureMessage } from "./usePay";

/** Phases shown as one centered card rather than the two-column form. */
const RESULT_PHASES: Phase[] = ["missing", "expired", "error", "processing", "succeeded"];

/**
 * The hosted checkout at `/checkout/{client_secret}`: loads the checkout, shows the form while it
 * is open, waits while a payment is processed, then shows the outcome, redirects to the seller's
 * success URL, or (embedded) tells the embedding page.
 */
export function CheckoutApp({ route }: { route: CheckoutRoute }) {
  const session = useCheckout(route.secret);
  const { checkout, phase } = session;
  const embedded = useMemo(() => isEmbedded(), []);
  const [config, setConfig] = useState<PaymentsConfig | null>(null);
  const [configError, setConfigError] = useState(false);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const [stalled, setStalled] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const previous = useRef<Phase>("loading");
  const setup = checkout ? paymentSetup(checkout, config, configError) : null;
  const pageBackground =
    useComputedColorScheme("light") === "dark"
      ? "var(--mantine-color-dark-8)"
      : "var(--mantine-color-gray-0)";

  useEffect(() => {
    checkoutApi.paymentsConfig().then(setConfig, () => setConfigError(true));
  }, []);

  // Tell the embedding page once the checkout is on screen.
  const loadedSent = useRef(false);
  useEffect(() => {
    if (checkout && !loadedSent.current) {
      loadedSent.current = true;
      postToEmbedder(checkout.embed_origin, { event: "loaded" });
    }
    if (checkout?.product) document.title = `${checkout.product.name} · ${checkout.organization.name}`;
  }, [checkout]);

  // A confirmed checkout is being paid: follow it until it succeeds or fails.
  const waitForOutcome = session.waitForOutcome;
  useEffect(() => {
    if (phase !== "processing") return;
    let active = true;
    void waitForOutcome().then((outcome) => {
      if (!active) return;
      if (!outcome) setStalled(true);
      else if (outcome.status === "failed") setNotice(failureMessage(outcome));
    });
    return () => {
      active = false;
    };
  }, [phase, waitForOutcome]);

  // Succeeded while this page was open: embedded → tell the parent; else follow the success URL.
  useEffect(() => {
    const before = previous.current;
    previous.current = phase;
    if (phase !== "succeeded" || !checkout || (before !== "open" && before !== "processing")) return;
    const own = isOwnConfirmation(checkout.success_url, route.secret);
    if (embedded) {
      postToEmbedder(checkout.embed_origin, {
        event: "success",
        successURL: checkout.success_url,
        redirect: !own,
      });
    } else if (!own) {
      setRedirectTo(checkout.success_url);
      window.location.assign(checkout.success_url);
    } else if (!route.confirmation) {
      window.history.replaceState(null, "", `/checkout/${encodeURIComponent(route.secret)}/confirmation`);
    }
  }, [phase, checkout, embedded, route]);

  return (
    <Box mih="100vh" bg={embedded ? undefined : pageBackground} py={{ base: "sm", sm: "xl" }}>
      <Container size={embedded || RESULT_PHASES.includes(phase) ? 600 : 1040} px={{ base: "sm", sm: "md" }}>
        <Stack gap="md">
          <Header checkout={checkout} embedded={embedded} sandbox={setup?.processor === "sandbox"} />
          <Body
            phase={phase}
            checkout={checkout}
            session={session}
            setup={setup}
            embedded={embedded}
            notice={notice}
            redirectTo={redirectTo}
            stalled={stalled}
          />
          <Text size="xs" c="dimmed" ta="center">
            Powered by Kassa
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}

function Body({
  phase,
  checkout,
  session,
  setup,
  embedded,
  notice,
  redirectTo,
  stalled,
}: {
  phase: Phase;
  checkout: Checkout | null;
  session: ReturnType<typeof useCheckout>;
  setup: PaymentSetup | null;
  embedded: boolean;
  notice: string | null;
  redirectTo: string | null;
  stalled: boolean;
}) {
  const card = (view: ReactNode) => (
    <Paper withBorder radius="md">
      {view}
    </Paper>
  );
  if (phase === "missing") return card(<MissingView />);
  if (phase === "expired") return card(<ExpiredView returnUrl={embedded ? null : checkout?.return_url} />);
  if (phase === "error")
    return card(<LoadErrorView message={session.loadError ?? ""} onRetry={() => void session.reload()} />);
  if (!checkout || phase === "loading")
    return (
      <Stack align="center" py={64}>
        <Loader aria-label="Loading the checkout" />
      </Stack>
    );
  if (phase === "processing") return card(<ProcessingView stalled={stalled} />);
  if (phase === "succeeded")
    return card(redirectTo ? <RedirectingView to={redirectTo} /> : <SuccessView checkout={checkout} />);
  return (
    <CheckoutView session={session} checkout={checkout} setup={setup} embedded={embedded} notice={notice} />
  );
}

function Header({
  checkout,
  embedded,
  sandbox,
}: {
  checkout: Checkout | null;
  embedded: boolean;
  sandbox: boolean;
}) {
  const org = checkout?.organization;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" mih={36}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {!embedded && checkout?.return_url && (
          <Anchor href={checkout.return_url} size="sm" aria-label="Back to the store">
            ←
          </Anchor>
        )}
        {org && (
          <>
            <Avatar src={org.avatar_url} alt="" radius="xl" size={32} color="blue">
              {org.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Text fw={600} truncate>
              {org.name}
            </Text>
          </>
        )}
        {sandbox && (
          <Badge color="yellow" variant="light" size="sm">
            Test mode
          </Badge>
        )}
      </Group>
      {embedded && checkout && (
        <CloseButton
          aria-label="Close checkout"
          onClick={() => postToEmbedder(checkout.embed_origin, { event: "close" })}
        />
      )}
    </Group>
  );
}
