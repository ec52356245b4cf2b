import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { checkoutApi } from "./api";
import { CheckoutView } from "./CheckoutView";
import { isEmbedded, postToEmbedder } from "./embed";
import { type PaymentSetup, paymentSetup } from "./payment-setup";
import { type CheckoutRoute, isOwnConfirmation } from "./route";
import type { Checkout, PaymentsConfig } from "./types";
import { Anchor, Avatar, Badge, CloseButton, Fine, Loader } from "./ui/controls";
import { Group, Paper, Stack, Text } from "./ui/layout";
import { type Phase, useCheckout } from "./useCheckout";
import { failureMessage } from "./usePay";

// The result pages (and the purchase's delivery) load once a checkout is no longer open: the
// form's first paint does not wait for them.
const results = () => import("./ResultViews");
const SuccessView = lazy(() => results().then((m) => ({ default: m.SuccessView })));
const RedirectingView = lazy(() => results().then((m) => ({ default: m.RedirectingView })));
const ProcessingView = lazy(() => results().then((m) => ({ default: m.ProcessingView })));
const ExpiredView = lazy(() => results().then((m) => ({ default: m.ExpiredView })));
const MissingView = lazy(() => results().then((m) => ({ default: m.MissingView })));
const LoadErrorView = lazy(() => results().then((m) => ({ default: m.LoadErrorView })));

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
    <div className={embedded ? "k-page" : "k-page k-page-bg"}>
      <main
        className="k-container"
        style={{ maxWidth: embedded || RESULT_PHASES.includes(phase) ? 600 : 1040 }}
      >
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
          <Fine>Powered by Kassa</Fine>
        </Stack>
      </main>
    </div>
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
    <Paper>
      <Suspense fallback={<Spinner label="Loading" />}>{view}</Suspense>
    </Paper>
  );
  if (phase === "missing") return card(<MissingView />);
  if (phase === "expired") return card(<ExpiredView returnUrl={embedded ? null : checkout?.return_url} />);
  if (phase === "error")
    return card(<LoadErrorView message={session.loadError ?? ""} onRetry={() => void session.reload()} />);
  if (!checkout || phase === "loading") return <Spinner label="Loading the checkout" />;
  if (phase === "processing") return card(<ProcessingView stalled={stalled} />);
  if (phase === "succeeded")
    return card(redirectTo ? <RedirectingView to={redirectTo} /> : <SuccessView checkout={checkout} />);
  return (
    <CheckoutView session={session} checkout={checkout} setup={setup} embedded={embedded} notice={notice} />
  );
}

function Spinner({ label }: { label: string }) {
  return (
    <Stack align="center" style={{ paddingBlock: 64 }}>
      <Loader label={label} />
    </Stack>
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
    <Group as="header" justify="space-between" nowrap gap="sm" style={{ minHeight: 36 }}>
      <Group gap="sm" nowrap style={{ minWidth: 0 }}>
        {!embedded && checkout?.return_url && (
          <Anchor href={checkout.return_url} size="sm" aria-label="Back to the store">
            ←
          </Anchor>
        )}
        {org && (
          <>
            <Avatar src={org.avatar_url} name={org.name} />
            <Text fw={600} truncate>
              {org.name}
            </Text>
          </>
        )}
        {sandbox && <Badge color="yellow">Test mode</Badge>}
      </Group>
      {embedded && checkout && (
        <CloseButton
          label="Close checkout"
          onClick={() => postToEmbedder(checkout.embed_origin, { event: "close" })}
        />
      )}
    </Group>
  );
}
