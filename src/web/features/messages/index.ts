/** The messages feature as other features see it: the conversations panel and a job's messages. */
export { ConversationsPanel } from './ConversationsPanel';
export { JobMessages } from './JobMessages';
