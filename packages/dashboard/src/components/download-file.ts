/** Saves a file the API answered (the caterer's list, the gift list) through a temporary object URL. */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The download's name from the answer's Content-Disposition, else the fallback. */
export function fileNameOf(response: Response, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(
    response.headers.get('content-disposition') ?? '',
  );
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}
