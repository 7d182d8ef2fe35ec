import { routeUrl } from '@wedding/api-client';
import { apiContract } from '@wedding/core';

/** The seating PDFs the screen links to, in the site's main language. */
export interface SeatingPrintLinks {
  chart: string;
  escortList: string;
  placeCards: string;
}

export function seatingPrintLinks(weddingId: string): SeatingPrintLinks {
  const input = { params: { weddingId }, query: {} };
  return {
    chart: routeUrl(apiContract.seating.chart, input),
    escortList: routeUrl(apiContract.seating.escortList, input),
    placeCards: routeUrl(apiContract.seating.placeCards, input),
  };
}
