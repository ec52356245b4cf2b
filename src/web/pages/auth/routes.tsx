import { type PageRoute, page } from "../../lazy-page";

export const authRoutes: PageRoute[] = [
  { path: "/sign-in", lazy: page(() => import("./SignIn"), "SignInPage") },
  { path: "/sign-up", lazy: page(() => import("./SignUp"), "SignUpPage") },
  { path: "/two-factor", lazy: page(() => import("./TwoFactor"), "TwoFactorPage") },
  { path: "/forgot-password", lazy: page(() => import("./ForgotPassword"), "ForgotPasswordPage") },
  { path: "/reset-password", lazy: page(() => import("./ResetPassword"), "ResetPasswordPage") },
  { path: "/verify-email", lazy: page(() => import("./VerifyEmail"), "VerifyEmailPage") },
  { path: "/auth/error", lazy: page(() => import("./AuthError"), "AuthErrorPage") },
];
