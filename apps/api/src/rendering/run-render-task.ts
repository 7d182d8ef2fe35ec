import { renderMail } from '@wedding/mail';
import {
  renderEscortList,
  renderHouseholdCards,
  renderPlaceCards,
  renderQrSheet,
  renderSeatingChart,
} from '@wedding/print';
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
    case 'seatingChart':
      return renderSeatingChart(task.input);
    case 'escortList':
      return renderEscortList(task.input);
    case 'placeCards':
      return renderPlaceCards(task.input);
  }
}
