import type { AppContext } from "../../context.js";
import type { Executor } from "../../db/types.js";
import type { CustomerWire } from "../customers/service.js";
import { discordStrategy } from "./grant-discord.js";
import { downloadablesStrategy } from "./grant-downloadables.js";
import { githubStrategy } from "./grant-github.js";
import { licenseKeysStrategy } from "./grant-license-keys.js";
import { meterCreditStrategy } from "./grant-meter-credit.js";
import type { BenefitGrantRow, BenefitRow } from "./repository.js";

export type GrantProperties = Record<string, unknown>;

/** What a strategy works on: the grant, its benefit (even deleted) and its customer. */
export interface GrantSubject {
  ctx: AppContext;
  grant: BenefitGrantRow;
  benefit: BenefitRow;
  customer: CustomerWire;
}

/**
 * How one benefit type is granted and revoked. `…Remote` steps call another service and run
 * outside any transaction (they must be idempotent: a retried job repeats them); `…Local` steps
 * run in the grant's transaction with its row locked and return the grant's new properties.
 * Failures are GrantFailure (errors.ts).
 */
export interface GrantStrategy {
  grantRemote?(s: GrantSubject): Promise<GrantProperties>;
  grantLocal?(tx: Executor, now: Date, s: GrantSubject, remote: GrantProperties): Promise<GrantProperties>;
  revokeRemote?(s: GrantSubject): Promise<void>;
  revokeLocal?(tx: Executor, now: Date, s: GrantSubject): Promise<GrantProperties>;
}

const customStrategy: GrantStrategy = {};

export function strategyFor(type: string): GrantStrategy {
  switch (type) {
    case "license_keys":
      return licenseKeysStrategy;
    case "downloadables":
      return downloadablesStrategy;
    case "meter_credit":
      return meterCreditStrategy;
    case "github_repository":
      return githubStrategy;
    case "discord":
      return discordStrategy;
    default:
      return customStrategy;
  }
}
