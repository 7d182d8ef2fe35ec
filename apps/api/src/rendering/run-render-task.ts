import { renderMail } from '@wedding/mail';
import { renderHouseholdCards, renderQrSheet } from '@wedding/print';
import type { RenderTask } from './render-task.js';

/** Renders one task (in the render worker, or in the process itself where there is none). */
export async function runRenderTask(task: RenderTask) {
  switch (task.kind) {
    case 'mail':
      return renderMail(task.content, task.locale);
    case 'cards':
      return renderHouseholdCards(task.input);
    case 'qrSheet':
      return renderQrSheet(task.input);
  }
}
