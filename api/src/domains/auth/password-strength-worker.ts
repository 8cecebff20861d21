// The strength check's own thread (password-strength.ts): zxcvbn takes from a tenth of a second
// to seconds of CPU on a long password, which on the event loop stalled every request.
import { parentPort } from 'node:worker_threads';
import { isWeakPassword } from './password-strength';

parentPort!.on('message', (task: { id: number; password: string; userInputs: string[] }) => {
  parentPort!.postMessage({ id: task.id, weak: isWeakPassword(task.password, task.userInputs) });
});
