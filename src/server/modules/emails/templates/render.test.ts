import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { render } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { createElement as h } from "react";
import { describe, expect, it } from "vitest";
import { renderEmail } from "./render.js";

describe("renderEmail", () => {
  it("gives the HTML and plain text react-email gives, rendering the element once", async () => {
    const element = h(
      Html,
      null,
      h(
        Body,
        null,
        h(
          Text,
          null,
          "Thanks for your order from Acme & Co, a line long enough that wrapping would split it in two",
        ),
        h(Section, null, h(Text, null, "Total paid: USD 52.48"), h(Text, null, "<b>typed</b>")),
        h(Button, { href: "https://acme.example/portal/orders/1?x=1&y=2" }, "View your order"),
        h(Link, { href: "https://acme.example/help" }, "Help"),
      ),
    );
    const email = await renderEmail("a@b.c", "Subject", element);
    expect(email.html).toBe(await render(element));
    const text = await render(element, { plainText: true, htmlToTextOptions: { wordwrap: false } });
    expect(email.text).toBe(`${text.trim()}\n`);
    expect(email.text).toContain("Thanks for your order from Acme & Co, a line long enough");
  });
});
