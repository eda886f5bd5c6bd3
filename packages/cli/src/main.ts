import { readFileSync } from 'node:fs';
import { type Command, UsageError } from './command.js';
import { commands } from './commands/index.js';

const version = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

function help(list: Command[]): string {
  const width = Math.max(...list.map((c) => c.name.length));
  return [
    'Ponteiro command line',
    '',
    'Usage: npx ponteiro <command> [arguments]',
    '',
    'Commands:',
    ...list.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    `  ${'help'.padEnd(width)}  Show this help`,
    `  ${'version'.padEnd(width)}  Print the version`,
    '',
  ].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    process.stdout.write(help(commands));
    return name ? 0 : 2;
  }
  if (name === 'version' || name === '--version') {
    process.stdout.write(`${version}\n`);
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    process.stderr.write(`ponteiro: unknown command "${name}". Run "npx ponteiro help".\n`);
    return 2;
  }
  try {
    return await command.run(args);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`ponteiro ${command.name}: ${error.message}\nUsage: ${command.usage}\n`);
      return 2;
    }
    process.stderr.write(
      `ponteiro ${command.name}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
