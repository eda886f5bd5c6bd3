import type { Command } from '../command.js';
import { aejCommand } from './aej.js';
import { afdCommand } from './afd.js';
import { migrateCommand } from './migrate.js';
import { seedCommand } from './seed.js';
import { timesheetCommand } from './timesheet.js';

/** Every sub-command; later features add theirs here. */
export const commands: Command[] = [
  migrateCommand,
  seedCommand,
  afdCommand,
  aejCommand,
  timesheetCommand,
];
