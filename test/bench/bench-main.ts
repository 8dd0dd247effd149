/**
 * Runs a bench script's `main` and ends the process with its outcome: 0 once it finishes (open
 * handles such as pools or sockets must not keep a finished run alive), 1 with the error printed.
 */
export function runMain(main: () => Promise<void>): void {
  void main().then(
    () => process.exit(0),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
