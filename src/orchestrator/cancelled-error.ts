/** Thrown by a step that noticed the run's abort signal (SIGINT/SIGTERM); the loop saves `user_exit`. */
export class CancelledError extends Error {
  constructor() {
    super('review cancelled');
    this.name = 'CancelledError';
  }
}
