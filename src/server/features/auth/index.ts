/** What other features use of auth: the per-account limit on wrong passwords typed into a confirmation form. */
export { countPasswordCheck } from './limits';
