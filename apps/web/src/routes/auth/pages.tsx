import { lazy } from 'react';
import type { AreaPages } from '../../router/page-loaders';
import { Deferred } from './auth-kit';
import { SignInPage } from './sign-in-page';

// Screens of the `auth` area. Sign-in is in the area chunk; the other forms are each their own
// chunk so /signin stays light.
const SignUp = lazy(() => import('./sign-up-page'));
const ForgotPassword = lazy(() => import('./forgot-password-page'));
const ResetPassword = lazy(() => import('./reset-password-page'));
const CreateCompany = lazy(() => import('./create-company-page'));
const SelectCompany = lazy(() => import('./select-company-page'));
const AdminLogin = lazy(() => import('./admin-login-page'));

export const pages: AreaPages = {
  signin: SignInPage,
  signup: () => <Deferred screen={SignUp} />,
  forgotPassword: () => <Deferred screen={ForgotPassword} />,
  resetPassword: () => <Deferred screen={ResetPassword} />,
  createCompany: () => <Deferred screen={CreateCompany} />,
  selectCompany: () => <Deferred screen={SelectCompany} />,
  adminLogin: () => <Deferred screen={AdminLogin} />,
};
