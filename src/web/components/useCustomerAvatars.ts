import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../api/v1";
import { catalogKeys } from "../pages/catalog/shared/keys";
import { useActiveOrganization } from "../session";

/**
 * Whether customer avatars (`avatar_url`, a Gravatar address) may be shown: only when the seller
 * turned on `feature_settings.customer_gravatar_enabled`, since each one makes the browser ask
 * gravatar.com. False until the setting is known, so no request leaves before the seller's choice.
 * Use as `<Avatar src={avatars ? c.avatar_url : null}>`.
 */
export function useCustomerAvatars(): boolean {
  const { data: active } = useActiveOrganization();
  const id = active?.id;
  const org = useQuery({
    queryKey: [...catalogKeys.organization, id],
    queryFn: () => unwrap(api.GET("/v1/organizations/{id}", { params: { path: { id: id ?? "" } } })),
    enabled: Boolean(id),
  });
  return org.data?.feature_settings.customer_gravatar_enabled === true;
}
