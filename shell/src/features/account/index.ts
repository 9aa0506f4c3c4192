/** The account feature's public face: its pages, and the form pieces the settings pages share. */
export { ChangePasswordPage } from './components/change-password-page';
export { DashboardSettingsPage } from './components/dashboard-settings-page';
export { LoginPage } from './components/login-page';
export { RegisterPage } from './components/register-page';
export { FormError } from './components/form-error';
export { FormField } from './components/form-field';
export { SettingSwitch } from './components/setting-switch';
export { useAccountForm } from './hooks/use-account-form';
export { fromApiError, fromZod, TROUBLE_MESSAGE, type FieldErrors } from './lib/form-errors';
export { SETTINGS_SAVED, saveFailedMessage } from './lib/dashboard-settings';
