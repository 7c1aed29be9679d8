/** What other features use of auth: the password field, and forgetting the session once it ended on the server. */
export { PasswordInput } from './components/password-input';
export { leaveAsVisitor } from './api/sign-out';
