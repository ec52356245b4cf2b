import { Alert } from "@mantine/core";

/** Shown instead of the pages when the API answers 403: Kassa runs with a live Stripe key. */
export function TestClocksUnavailable() {
  return (
    <Alert color="gray" title="Test clocks are only available in test mode">
      This Kassa charges real cards (a live Stripe key). Test clocks simulate time for subscriptions and exist
      only with the sandbox payment processor or a Stripe test key (sk_test_…).
    </Alert>
  );
}
