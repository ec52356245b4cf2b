import type { RouteObject } from "react-router";
import { AuthErrorPage } from "./AuthError";
import { ForgotPasswordPage } from "./ForgotPassword";
import { ResetPasswordPage } from "./ResetPassword";
import { SignInPage } from "./SignIn";
import { SignUpPage } from "./SignUp";
import { TwoFactorPage } from "./TwoFactor";
import { VerifyEmailPage } from "./VerifyEmail";

export const authRoutes: RouteObject[] = [
  { path: "/sign-in", element: <SignInPage /> },
  { path: "/sign-up", element: <SignUpPage /> },
  { path: "/two-factor", element: <TwoFactorPage /> },
  { path: "/forgot-password", element: <ForgotPasswordPage /> },
  { path: "/reset-password", element: <ResetPasswordPage /> },
  { path: "/verify-email", element: <VerifyEmailPage /> },
  { path: "/auth/error", element: <AuthErrorPage /> },
];
