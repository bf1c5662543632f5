import { DeadLetterStore } from './dead-letter-store';
import type { DeadLetter } from './dead-letter-store';

const USAGE = `Usage:
  pnpm dlq list [--consumer <group>] [--all]      what waits on the dead-letter topics (--all: replayed ones too)
  pnpm dlq replay --consumer <group> --all        put every waiting message of that consumer back on its topic
  pnpm dlq replay <ref> [<ref> ...]               put the named messages back (refs as the list prints them)
Reads KAFKA_BROKERS (default 127.0.0.1:9092) and KAFKA_TOPIC_PREFIX (the services' namespace, default none).`;

/**
 * The operator's command for dead letters: list what sits on the services' dead-letter topics (why it was parked,
 * the error, where it came from, the event), and, once the cause is fixed, put chosen messages back on their
 * origin topic. Handlers are idempotent, so a message replayed twice, or one already applied, changes nothing.
 */
export async function runDeadLetterCommand(argv: string[], print: (line: string) => void): Promise<number> {
  const [verb, ...rest] = argv;
  const consumer = optionValue(rest, '--consumer');
  const all = rest.includes('--all');
  const refs = rest.filter((arg, index) => !arg.startsWith('--') && rest[index - 1] !== '--consumer');
  const store = new DeadLetterStore({
    brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
    topicPrefix: process.env.KAFKA_TOPIC_PREFIX ?? '',
  });

  if (verb === 'list') {
    const letters = (await store.list(consumer)).filter((letter) => all || !letter.replayed);
    if (letters.length === 0) print('No dead letters waiting.');
    for (const letter of letters) print(describe(letter));
    return 0;
  }
  if (verb === 'replay' && ((consumer && all) || refs.length > 0)) {
    const waiting = (await store.list(consumer)).filter((letter) => !letter.replayed);
    const chosen = refs.length > 0 ? waiting.filter((letter) => refs.includes(letter.ref)) : waiting;
    const unknown = refs.filter((ref) => !waiting.some((letter) => letter.ref === ref));
    if (unknown.length > 0) {
      print(`Not waiting on any dead-letter topic: ${unknown.join(', ')}`);
      return 1;
    }
    const replayed = await store.replay(chosen);
    print(`Replayed ${replayed} message${replayed === 1 ? '' : 's'} onto their topics.`);
    return 0;
  }
  print(USAGE);
  return 2;
}

function optionValue(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

function describe(letter: DeadLetter): string {
  return [
    `${letter.ref}${letter.replayed ? ' (replayed)' : ''}`,
    `  consumer ${letter.consumer}, reason ${letter.reason}: ${letter.error}`,
    `  event ${letter.eventType} ${letter.eventId}, from ${letter.originTopic} partition ${letter.originPartition} offset ${letter.originOffset}`,
  ].join('\n');
}
