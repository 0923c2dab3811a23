// The transit area's handler maps, for the sandbox's handler table: the stop places endpoint
// and the planner mixer socket.
export { transitHttpHandlers } from './planner';
export { mixerSocketHandlers } from './mixer';
