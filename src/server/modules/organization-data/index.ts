/** An organisation's export and erasure (decision 056). */
export { organizationDataRoutes } from './routes';
