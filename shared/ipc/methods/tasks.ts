// Stopping long work: a weather routing, a departure sweep, a forecast run or a quick outlook runs
// under the taskId its caller chose, and `tasks.cancel` stops it. The call in flight then fails
// with code 'cancelled'; what was fetched before stays stored.
import { z } from 'zod';
import { taskIdSchema } from '../task-id';
import { method } from './method';

export const taskMethods = {
  /** `cancelled` is false when no task of that id is running (it ended, or never started). */
  'tasks.cancel': method(z.strictObject({ taskId: taskIdSchema }), z.object({ cancelled: z.boolean() })),
};
