import { describe, expect, it } from "vitest";
import { createMailTransport, outboxNotice } from "./transport.js";

describe("outbox transport", () => {
  it("announces an email kept in the outbox with its links and code", async () => {
    const notices: string[] = [];
    const mailer = createMailTransport({ smtpUrl: null, emailFrom: "Kassa <x@y>" }, (n) => notices.push(n));
    expect(mailer.kind).toBe("outbox");
    await mailer.send({
      to: "ada@example.com",
      subject: "Verify your email address — Kassa",
      text: "Hello\n\nVerify email: http://localhost:3000/api/auth/verify-email?token=abc\n",
      html: "",
    });
    expect(notices).toEqual([
      "Email to ada@example.com: Verify your email address — Kassa\n  link: http://localhost:3000/api/auth/verify-email?token=abc",
    ]);
    expect(outboxNotice({ to: "a@b.c", subject: "Code", text: "Use it\n\n123456\n", html: "" })).toContain(
      "code: 123456",
    );
  });
});
