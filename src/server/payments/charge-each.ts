import type { Charge, ChargeInput } from "./processor.js";

/** Processor calls of one `chargeMany` in flight at once (a processor that charges one by one). */
export const CHARGES_IN_FLIGHT = 4;

/**
 * `chargeMany` of a processor that charges one by one (Stripe: one request each): `charge` for
 * every input, `CHARGES_IN_FLIGHT` at once, each result settled on its own.
 */
export async function chargeEach(
  inputs: ChargeInput[],
  charge: (input: ChargeInput) => Promise<Charge>,
): Promise<PromiseSettledResult<Charge>[]> {
  const out: PromiseSettledResult<Charge>[] = new Array(inputs.length);
  let next = 0;
  const lane = async () => {
    while (next < inputs.length) {
      const i = next++;
      try {
        out[i] = { status: "fulfilled", value: await charge(inputs[i]!) };
      } catch (reason) {
        out[i] = { status: "rejected", reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CHARGES_IN_FLIGHT, inputs.length) }, lane));
  return out;
}
