/** The auto-dispatch feature as other features see it: the escalations the orders table marks. */
export { useEscalations } from './api/list-escalations';
