import { Alert, Center, Loader } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { portalApi, unwrap, useTokenForCalls } from "./api";
import { EmailUpdateVerify } from "./billing/EmailUpdateVerify";
import { PortalContext, type PortalState, portalPath } from "./context";
import { PortalLayout } from "./PortalLayout";
import { SignIn } from "./SignIn";
import { clearSessionToken, readSessionToken, storeSessionToken } from "./session";

/** `/{slug}/portal/*`: the organization's portal, signed in (a customer session token) or the sign-in form. */
export function PortalRoot() {
  const slug = useParams().slug ?? "";
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => readSessionToken(slug));
  const signOut = useCallback(() => {
    clearSessionToken(slug);
    setToken(null);
    queryClient.clear();
  }, [slug, queryClient]);
  // Set during render, before any child's query runs with it.
  useTokenForCalls(token, signOut);

  const org = useQuery({
    queryKey: ["portal-organization", slug],
    queryFn: () =>
      unwrap(portalApi.GET("/v1/customer-portal/organizations/{slug}", { params: { path: { slug } } })),
  });
  const state = useMemo<PortalState | null>(
    () =>
      org.data ? { slug, organization: org.data.organization, products: org.data.products, signOut } : null,
    [org.data, slug, signOut],
  );

  if (org.isPending) {
    return (
      <Center mih="100vh">
        <Loader />
      </Center>
    );
  }
  if (!state) {
    return (
      <Center mih="100vh" p="md">
        <Alert color="red" title="Portal not found">
          There is no customer portal at this address. Check the link you were sent.
        </Alert>
      </Center>
    );
  }
  if (location.pathname.replace(/\/$/, "").endsWith("/email-update")) {
    return (
      <EmailUpdateVerify
        organization={state.organization}
        onVerified={(fresh) => {
          queryClient.removeQueries({ queryKey: ["portal"] });
          storeSessionToken(slug, fresh);
          setToken(fresh);
          notifications.show({ message: "Your email address was changed" });
          navigate(portalPath(slug, "/billing"), { replace: true });
        }}
      />
    );
  }
  if (!token) {
    return (
      <SignIn
        organization={state.organization}
        onSignedIn={(fresh) => {
          storeSessionToken(slug, fresh);
          setToken(fresh);
        }}
      />
    );
  }
  return (
    <PortalContext.Provider value={state}>
      <PortalLayout />
    </PortalContext.Provider>
  );
}
