/** What other modules may use of drivers: dispatch's view of them, their vetting and capabilities. */
export { listAllDrivers } from './service';
export { approveDriver, listApplications, rejectDriver } from './vetting';
export { setDriverCapabilities } from './capabilities';
