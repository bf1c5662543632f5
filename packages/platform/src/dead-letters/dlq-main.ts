import { runDeadLetterCommand } from './dlq-command';

runDeadLetterCommand(process.argv.slice(2), (line) => console.log(line)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
