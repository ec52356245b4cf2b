import { issueLicenseKey, type LicenseKeysProperties, revokeLicenseKey } from "../license-keys/service.js";
import type { GrantStrategy } from "./strategy.js";

/** license_keys: one key per grant (made on the first grant), `revoked` on revoke, `granted` again on regrant. */
export const licenseKeysStrategy: GrantStrategy = {
  async grantLocal(tx, now, { grant, benefit }) {
    const key = await issueLicenseKey(tx, now, grant, benefit.properties as LicenseKeysProperties);
    return { license_key_id: key.id, display_key: key.displayKey };
  },
  async revokeLocal(tx, now, { grant }) {
    await revokeLicenseKey(tx, now, grant);
    return grant.properties;
  },
};
