/** What other modules may use of dispatch-map: the live map's one read. */
export { dispatchMap } from './service';
