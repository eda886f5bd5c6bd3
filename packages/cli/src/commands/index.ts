import type { Command } from '../command.js';
import { migrateCommand } from './migrate.js';
import { seedCommand } from './seed.js';
import { timesheetCommand } from './timesheet.js';

/** Every sub-command; later features add theirs here. */
export const commands: Command[] = [migrateCommand, seedCommand, timesheetCommand];
