/** What other modules may use of clients: the accounts found by name. */
export { listClients } from './repository';
