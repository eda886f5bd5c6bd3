import type { AreaPages } from '../../router/page-loaders';
import { WorkflowPage } from './workflow-page';

// Screens of the `workflow` area (one lazy chunk).
export const pages: AreaPages = {
  workflow: WorkflowPage,
};
