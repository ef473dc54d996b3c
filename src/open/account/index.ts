/** The user console's open pages (no sign-in), loaded together as one lazy chunk by the user flavour's App. */
export { ForgetPage } from './ForgetPage';
export { RegisterBindingPage } from './RegisterBindingPage';
export { RegisterPage } from './RegisterPage';
export { ResetPasswordPage } from './ResetPasswordPage';
