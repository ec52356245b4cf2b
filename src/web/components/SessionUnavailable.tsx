import { Alert, Button, Center, Stack, Text } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { AuthUnavailableError, sessionStore } from "../session";

/**
 * Shown instead of the signed-in app while the server cannot say who is signed in, or in which
 * organization (too many requests, a server error, no connection): the reason, when it will ask
 * again (the store does so by itself) and a button to ask at once. Never a redirect to sign-in.
 */
export function SessionUnavailable({ error }: { error: unknown }) {
  // Each failed attempt is a new error with its own wait.
  const retryAt = useMemo(
    () => Date.now() + (error instanceof AuthUnavailableError ? error.retryAfterMs : 0),
    [error],
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((retryAt - now) / 1000));
  const reason = error instanceof Error ? error.message : "The server could not be reached";
  return (
    <Center mih="100vh" p="md">
      <Alert color="yellow" title="Kassa cannot check your session right now" maw={480} w="100%">
        <Stack gap="sm">
          <Text size="sm">
            {reason}, so Kassa cannot tell whether you are signed in.{" "}
            {seconds > 0 ? `Trying again in ${seconds} s.` : "Trying again…"}
          </Text>
          <div>
            <Button size="xs" variant="default" onClick={() => sessionStore.retryNow()}>
              Try again now
            </Button>
          </div>
        </Stack>
      </Alert>
    </Center>
  );
}
